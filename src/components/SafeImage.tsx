import { useState, type ImgHTMLAttributes } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';
import { safeSrc } from '@/lib/url';

export const IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The image the visitor sees first: loaded eagerly with high priority. */
  priority?: boolean;
  /**
   * For the cards of a long list: the file is asked for only when the visitor scrolls near it, so
   * the images in view (the first card's above all) do not share the connection with the rest.
   * The browser's own lazy loading starts far earlier, thousands of pixels ahead.
   */
  loadWhenNear?: boolean;
}

/**
 * An image from server data: only http(s) URLs are used, a missing or broken one shows a tidy
 * placeholder, and width/height are always set so nothing shifts as it loads.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  priority,
  loadWhenNear = false,
  className = '',
  ...rest
}: SafeImageProps) {
  const url = safeSrc(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const deferred = loadWhenNear && !priority;
  const [ref, near] = useNearViewport<HTMLImageElement>(LOAD_AHEAD_PX, deferred);
  const waiting = deferred && !near;
  const broken = !url || failedUrl === url;
  return (
    <img
      {...rest}
      ref={ref}
      // Until then no src; the alt text stays for screen readers but is not painted.
      src={waiting ? undefined : broken ? IMAGE_PLACEHOLDER : url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedUrl(url ?? null)}
      className={`${broken ? 'bg-sand-dark object-contain p-6' : 'object-cover'} ${waiting ? 'text-transparent' : ''} ${className}`}
    />
  );
}
