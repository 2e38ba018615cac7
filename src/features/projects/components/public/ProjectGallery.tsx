import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../components/icons';
import { SafeImage } from '../../../../components/SafeImage';

export const NO_PROJECT_IMAGES = 'No images available';

export interface ProjectGalleryProps {
  images: readonly string[];
  /** The project's name: every photo's alt text starts with it. */
  name: string;
}

const arrowClass =
  'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-ink shadow-card hover:bg-white';

/**
 * The project's photos: one large, Previous and Next over it, and a row of every thumbnail below
 * (it scrolls sideways on a phone). Nothing moves by itself, so there is nothing to pause.
 */
export function ProjectGallery({ images, name }: ProjectGalleryProps) {
  const [selected, setSelected] = useState(0);
  const total = images.length;
  const current = Math.min(selected, Math.max(0, total - 1));
  const select = (index: number) => setSelected((index + total) % total);
  const altFor = (index: number) => (total > 1 ? `${name}, photo ${index + 1} of ${total}` : name);

  if (total === 0) {
    return (
      <div className="flex aspect-[16/10] w-full items-center justify-center rounded-2xl bg-sand-dark text-ink-muted shadow-card">
        <p>{NO_PROJECT_IMAGES}</p>
      </div>
    );
  }

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
          <>
            <button
              type="button"
              onClick={() => select(current - 1)}
              className={`${arrowClass} left-3`}
              aria-label="Previous photo"
            >
              <ChevronLeftIcon className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => select(current + 1)}
              className={`${arrowClass} right-3`}
              aria-label="Next photo"
            >
              <ChevronRightIcon className="h-5 w-5" />
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">
              {current + 1} / {total}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Thumbnails">
          {images.map((url, index) => {
            const active = index === current;
            return (
              <li key={`${url}-${index}`} className="w-24 shrink-0 sm:w-28">
                <button
                  type="button"
                  onClick={() => select(index)}
                  aria-label={`Show photo ${index + 1} of ${total}`}
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
      ) : null}
    </section>
  );
}
