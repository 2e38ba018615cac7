import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { RECORD_PHOTO, THUMBNAIL } from './imageSlots';
import { SafeImage } from './SafeImage';

type GalleryNoun = 'photo' | 'image';

export interface GalleryMainImageProps {
  images: readonly string[];
  current: number;
  name: string;
  noun: GalleryNoun;
  children?: ReactNode;
}

export function GalleryMainImage({ images, current, name, noun, children }: GalleryMainImageProps) {
  const total = images.length;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-sand-dark shadow-card">
      <SafeImage
        src={images[current]}
        alt={total > 1 ? `${name}, ${noun} ${current + 1} of ${total}` : name}
        width={1200}
        height={750}
        slot={RECORD_PHOTO}
        priority
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
  return (
    <button
      type="button"
      onClick={onClick}
      className={className}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} ${noun}`}
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
  className,
  itemClassName,
}: GalleryThumbnailsProps) {
  return (
    <ul className={className} aria-label="Thumbnails">
      {images.map((url, offset) => {
        const index = firstIndex + offset;
        const active = index === current;
        return (
          <li key={`${url}-${index}`} className={itemClassName}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={`Show ${noun} ${index + 1} of ${total}`}
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
                className="aspect-[16/10] h-auto w-full"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
