import { useId } from 'react';
import { GALLERY_TILE } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { EyeIcon } from '@/components/actionIcons';
import type { GalleryImage } from '@/features/gallery/schema';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';

export function GalleryTile({
  image,
  onView,
}: {
  image: GalleryImage;
  onView: (image: GalleryImage) => void;
}) {
  const words = useMessages('gallery');
  const backendLang = useBackendLang();
  const id = useId();
  // The button is named by its two words ('VIEW', then the image's name), so the name the admin
  // typed keeps its own language for a screen reader.
  const viewId = `${id}-view`;
  const nameId = `${id}-name`;
  return (
    <button
      type="button"
      onClick={() => onView(image)}
      aria-labelledby={`${viewId} ${nameId}`}
      className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-sand-dark shadow-card focus-visible:outline-offset-4"
    >
      <SafeImage
        src={image.img_url}
        alt=""
        width={480}
        height={360}
        slot={GALLERY_TILE}
        className="h-full w-full transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105"
      />
      <span className="absolute inset-0 flex flex-col items-center justify-center bg-gradient-to-t from-ink/85 via-ink/35 to-ink/10 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:opacity-100">
        <span
          id={viewId}
          className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 text-sm font-bold tracking-wider text-ink shadow-lift"
        >
          <EyeIcon className="h-4 w-4" />
          {words.view}
        </span>
        <span
          id={nameId}
          lang={image.name ? backendLang : undefined}
          className="absolute inset-x-0 bottom-0 p-4 text-left text-base font-semibold text-white"
        >
          {image.name || words.untitled}
        </span>
      </span>
    </button>
  );
}
