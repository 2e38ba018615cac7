import { useSyncExternalStore } from 'react';
import { thumbnailCount } from './thumbnails';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useThumbnailCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => thumbnailCount(window.innerWidth),
    () => 1,
  );
}
