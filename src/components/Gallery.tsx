import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { RECORD_PHOTO, THUMBNAIL } from './imageSlots';
import { SafeImage } from './SafeImage';

type GalleryNoun = 'photo' | 'image';

export interface GalleryMainImageProps {
  images: readonly string[];
  current: number;
  name: string;
  noun: GalleryNoun;
  /** Told when the photo shown has loaded or failed (./useLargePhotoFirst). */
  onArrived: () => void;
  children?: ReactNode;
}

export function GalleryMainImage({
  images,
  current,
  name,
  noun,
  onArrived,
  children,
}: GalleryMainImageProps) {
  const total = images.length;
  const words = useMessages('record').gallery[noun];
  return (
    <div className="relative overflow-hidden rounded-2xl bg-sand-dark shadow-card">
      <SafeImage
        src={images[current]}
        alt={total > 1 ? fill(words.numbered, { name, number: current + 1, total }) : name}
        width={1200}
        height={750}
        slot={RECORD_PHOTO}
        priority
        onArrived={onArrived}
        className="aspect-[16/10] h-auto w-full"
      />
      {children}
      {total > 1 ? (
        <p className="absolute right-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">
          {current + 1} / {total}
        </p>
      ) : null}
    </div>
  );
}

export interface GalleryArrowProps {
  direction: 'previous' | 'next';
  noun: GalleryNoun;
  onClick: () => void;
  className: string;
}

export function GalleryArrow({ direction, noun, onClick, className }: GalleryArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  const words = useMessages('record').gallery[noun];
  return (
    <button
      type="button"
      onClick={onClick}
      className={className}
      aria-label={direction === 'previous' ? words.previous : words.next}
    >
      <Icon className="h-5 w-5" />
    </button>
  );
}

export interface GalleryThumbnailsProps {
  images: readonly string[];
  firstIndex?: number;
  total: number;
  current: number;
  noun: GalleryNoun;
  onSelect: (index: number) => void;
  /** While true the thumbnails ask for nothing (./useLargePhotoFirst). */
  held: boolean;
  className: string;
  itemClassName: string;
}

export function GalleryThumbnails({
  images,
  firstIndex = 0,
  total,
  current,
  noun,
  onSelect,
  held,
  className,
  itemClassName,
}: GalleryThumbnailsProps) {
  const { gallery } = useMessages('record');
  return (
    <ul className={className} aria-label={gallery.thumbnails}>
      {images.map((url, offset) => {
        const index = firstIndex + offset;
        const active = index === current;
        return (
          <li key={`${url}-${index}`} className={itemClassName}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={fill(gallery[noun].show, { number: index + 1, total })}
              aria-pressed={active}
              className={`block w-full overflow-hidden rounded-lg ring-2 transition ${
                active ? 'ring-accent-500' : 'ring-transparent opacity-80 hover:opacity-100'
              }`}
            >
              <SafeImage
                src={url}
                alt=""
                width={200}
                height={125}
                slot={THUMBNAIL}
                held={held}
                className="aspect-[16/10] h-auto w-full"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
