import { useSyncExternalStore } from 'react';
import { thumbnailCount } from './thumbnails';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The thumbnail window's size for the current viewport width, kept current on resize. */
export function useThumbnailCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => thumbnailCount(window.innerWidth),
    () => 1,
  );
}
