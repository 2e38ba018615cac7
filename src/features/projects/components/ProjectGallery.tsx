import { GalleryArrow, GalleryMainImage, GalleryThumbnails } from '@/components/Gallery';
import { useLargePhotoFirst } from '@/components/useLargePhotoFirst';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { useGallerySelection } from '@/lib/useGallerySelection';

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
  const { gallery: words } = useMessages('project');
  const total = images.length;
  const { thumbnailsHeld, largePhotoArrived } = useLargePhotoFirst();
  const { current, select } = useGallerySelection(total);

  if (total === 0) {
    return (
      <div className="flex aspect-[16/10] w-full items-center justify-center rounded-2xl bg-sand-dark text-ink-muted shadow-card">
        <p>{words.empty}</p>
      </div>
    );
  }

  return (
    <section aria-label={fill(words.label, { name })} className="space-y-3">
      <GalleryMainImage
        images={images}
        current={current}
        name={name}
        noun="photo"
        onArrived={largePhotoArrived}
      >
        {total > 1 ? (
          <>
            <GalleryArrow
              direction="previous"
              noun="photo"
              onClick={() => select(current - 1)}
              className={`${arrowClass} left-3`}
            />
            <GalleryArrow
              direction="next"
              noun="photo"
              onClick={() => select(current + 1)}
              className={`${arrowClass} right-3`}
            />
          </>
        ) : null}
      </GalleryMainImage>
      {total > 1 ? (
        <GalleryThumbnails
          images={images}
          total={total}
          current={current}
          noun="photo"
          onSelect={select}
          held={thumbnailsHeld}
          className="flex gap-2 overflow-x-auto p-1"
          itemClassName="w-24 shrink-0 sm:w-28"
        />
      ) : null}
    </section>
  );
}
