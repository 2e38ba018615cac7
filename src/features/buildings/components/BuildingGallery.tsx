import { useState } from 'react';
import { GalleryArrow, GalleryMainImage, GalleryThumbnails } from '@/components/Gallery';
import { useLargePhotoFirst } from '@/components/useLargePhotoFirst';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { useGallerySelection } from '@/lib/useGallerySelection';
import { windowStartFor } from './thumbnails';
import { useThumbnailCount } from './useThumbnailCount';

export interface BuildingGalleryProps {
  images: readonly string[];
  /** The building's name: every photo's alt text starts with it. */
  name: string;
}

const ARROW_CLASS = 'shrink-0 rounded-full bg-white p-2 text-ink shadow-card hover:bg-brand-50';

export function BuildingGallery({ images, name }: BuildingGalleryProps) {
  const { gallery: words } = useMessages('building');
  const count = useThumbnailCount();
  const [start, setStart] = useState(0);
  const total = images.length;
  const { thumbnailsHeld, largePhotoArrived } = useLargePhotoFirst();
  const { current, select: selectImage } = useGallerySelection(total);
  const windowStart = windowStartFor(current, count, total, start);
  const visible = images.slice(windowStart, windowStart + count);

  const select = (index: number) => {
    const next = selectImage(index);
    setStart(windowStartFor(next, count, total, windowStart));
  };

  return (
    <section aria-label={fill(words.label, { name })} className="space-y-3">
      <GalleryMainImage
        images={images}
        current={current}
        name={name}
        noun="image"
        onArrived={largePhotoArrived}
      />
      {total > 1 ? (
        <div className="flex items-center gap-2">
          <GalleryArrow
            direction="previous"
            noun="image"
            onClick={() => select(current - 1)}
            className={ARROW_CLASS}
          />
          <GalleryThumbnails
            images={visible}
            firstIndex={windowStart}
            total={total}
            current={current}
            noun="image"
            onSelect={select}
            held={thumbnailsHeld}
            className="flex min-w-0 flex-1 justify-center gap-2"
            itemClassName="max-w-36 min-w-0 flex-1"
          />
          <GalleryArrow
            direction="next"
            noun="image"
            onClick={() => select(current + 1)}
            className={ARROW_CLASS}
          />
        </div>
      ) : null}
    </section>
  );
}
