import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/SafeImage';
import { windowStartFor } from './thumbnails';
import { useThumbnailCount } from './useThumbnailCount';

export interface BuildingGalleryProps {
  images: readonly string[];
  /** The building's name: every image's alt text starts with it. */
  name: string;
}

/**
 * The building's images: one large, with a window of thumbnails below (5, 4, 3 or 1 by width)
 * that follows the selection; Previous and Next step through every image.
 */
export function BuildingGallery({ images, name }: BuildingGalleryProps) {
  const count = useThumbnailCount();
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState(0);
  const total = images.length;
  const current = Math.min(selected, Math.max(0, total - 1));
  // The window always holds the selected image, also after a resize changes its size.
  const windowStart = windowStartFor(current, count, total, start);
  const visible = images.slice(windowStart, windowStart + count);

  const select = (index: number) => {
    const next = (index + total) % total;
    setSelected(next);
    setStart(windowStartFor(next, count, total, windowStart));
  };

  const altFor = (index: number) => (total > 1 ? `${name}, image ${index + 1} of ${total}` : name);

  return (
    <section aria-label={`${name} photos`} className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-sand-dark shadow-card">
        <SafeImage
          src={images[current]}
          alt={altFor(current)}
          width={1200}
          height={750}
          priority
          className="aspect-[16/10] h-auto w-full"
        />
        {total > 1 ? (
          <p className="absolute right-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">
            {current + 1} / {total}
          </p>
        ) : null}
      </div>
      {total > 1 ? (
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => select(current - 1)}
            className="shrink-0 rounded-full bg-white p-2 text-ink shadow-card hover:bg-brand-50"
            aria-label="Previous image"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <ul className="flex min-w-0 flex-1 justify-center gap-2" aria-label="Thumbnails">
            {visible.map((url, offset) => {
              const index = windowStart + offset;
              const active = index === current;
              return (
                <li key={`${url}-${index}`} className="max-w-36 min-w-0 flex-1">
                  <button
                    type="button"
                    onClick={() => select(index)}
                    aria-label={`Show image ${index + 1} of ${total}`}
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
                      className="aspect-[16/10] h-auto w-full"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => select(current + 1)}
            className="shrink-0 rounded-full bg-white p-2 text-ink shadow-card hover:bg-brand-50"
            aria-label="Next image"
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
