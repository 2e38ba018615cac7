import { useState, type ImgHTMLAttributes } from 'react';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';
import { safeSrc } from '@/lib/url';

export const IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  /** The browser's own lazy loading starts far ahead, so the images in view would share the connection. */
  loadWhenNear?: boolean;
}

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
