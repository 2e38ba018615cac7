import { useEffect, useEffectEvent, useState, type ImgHTMLAttributes } from 'react';
import { resizedUrl, srcSetOf } from '@/lib/imageUrl';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';
import { safeSrc } from '@/lib/url';
import type { ImageSlot } from './imageSlots';

export const IMAGE_PLACEHOLDER = '/images/placeholder.svg';

// Its own load and error events are SafeImage's: a fallback on error, onArrived for what waits.
export interface SafeImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'slot' | 'onLoad' | 'onError'
> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Where the image shows (./imageSlots): the widths the host is asked for, and `sizes`. */
  slot: ImageSlot;
  priority?: boolean;
  /** The browser's own lazy loading starts far ahead, so the images in view would share the connection. */
  loadWhenNear?: boolean;
  /** While true the image asks for nothing, as in the page's HTML: its box shows the quiet colour. */
  held?: boolean;
  /**
   * Told when the image has loaded or failed, including before the page's script ran (perhaps more
   * than once): what waits for it (a gallery's thumbnails) may then start.
   */
  onArrived?: () => void;
}

/** The host's copies of `url` for `slot`, or undefined when the host cannot resize it. */
function sourcesOf(url: string, { sizes, widths }: ImageSlot, lazy: boolean) {
  const src = resizedUrl(url, { width: widths[widths.length - 1]! });
  if (!src || !sizes) return src ? { src } : undefined;
  // `auto` first: a browser that knows it takes a lazy image's laid-out width; others read on.
  return { src, srcSet: srcSetOf(url, widths), sizes: lazy ? `auto, ${sizes}` : sizes };
}

export function SafeImage({
  src,
  alt,
  width,
  height,
  slot,
  priority,
  loadWhenNear = false,
  held = false,
  onArrived,
  className = '',
  ...rest
}: SafeImageProps) {
  const url = safeSrc(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const deferred = loadWhenNear && !priority;
  const [ref, near] = useNearViewport<HTMLImageElement>(LOAD_AHEAD_PX, deferred);
  const waiting = held || (deferred && !near);
  const broken = !url || failedUrl === url;
  // A resized copy the host refuses falls back to the stored photo, then to the placeholder.
  const resized = url && !broken && !waiting ? sourcesOf(url, slot, !priority) : undefined;
  const sources = resized && resized.src !== failedUrl ? resized : undefined;
  const arrived = () => onArrived?.();
  const failed = () => {
    setFailedUrl(sources?.src ?? url ?? null);
    // Until the placeholder, a failure is followed by another try (the stored photo), which waits.
    if (broken) onArrived?.();
  };
  // An image of the pre-rendered page may have loaded or failed before this script ran, unseen by
  // React: a failed one would keep its broken box instead of its fallback. A loaded image has a
  // width (an SVG without one counts as 300 px); one without is decoded, which a failed image
  // refuses (as it refuses when its address changes meanwhile: then that address is not blamed).
  // Later addresses are set by React, which then sees their events.
  const settleUnseen = useEffectEvent(() => {
    const image = ref.current;
    if (waiting || !image?.complete) return;
    if (image.naturalWidth > 0) return arrived();
    const shown = image.currentSrc;
    image.decode().then(arrived, () => {
      if (image.currentSrc === shown) failed();
    });
  });
  useEffect(() => settleUnseen(), []);
  return (
    <img
      {...rest}
      ref={ref}
      sizes={sources?.sizes}
      srcSet={sources?.srcSet}
      src={waiting ? undefined : broken ? IMAGE_PLACEHOLDER : (sources?.src ?? url)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={arrived}
      onError={failed}
      // Until the photo paints, its box is a quiet colour (the CSP's style-src has no inline styles,
      // so the host's blurred copy cannot be its background).
      className={`bg-sand-dark ${broken ? 'object-contain p-6' : 'object-cover'} ${waiting ? 'text-transparent' : ''} ${className}`}
    />
  );
}
