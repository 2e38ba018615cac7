import { useState, type ImgHTMLAttributes } from 'react';
import { safeUrl } from '../lib/url';

export const IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The image the visitor sees first: loaded eagerly with high priority. */
  priority?: boolean;
}

/**
 * An image from server data: only http(s) URLs are used, a missing or broken one shows a tidy
 * placeholder, and width/height are always set so nothing shifts as it loads.
 */
export function SafeImage({ src, alt, width, height, priority, className = '', ...rest }: SafeImageProps) {
  const url = safeUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  return (
    <img
      {...rest}
      src={broken ? IMAGE_PLACEHOLDER : url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedUrl(url ?? null)}
      className={`${broken ? 'bg-sand-dark object-contain p-6' : 'object-cover'} ${className}`}
    />
  );
}
