import { lazy, Suspense } from 'react';
import { CARD_OF_THREE } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

const ProjectSwiper = lazy(() => import('./ProjectSwiper'));

/**
 * A project card's photos: one photo as it is, several in a slider (ProjectSwiper). Until the
 * slider's code arrives, the first photo stands in its place, so the card never jumps.
 */
export function ProjectSlider({ images, name }: { images: readonly string[]; name: string }) {
  const { card: words } = useMessages('listings').project;
  const several = images.length > 1;
  const firstPhoto = (
    <SafeImage
      src={images[0]}
      alt={several ? fill(words.photo, { name, index: 1, total: images.length }) : name}
      width={480}
      height={360}
      slot={CARD_OF_THREE}
      className="aspect-[4/3] h-auto w-full"
    />
  );
  if (!several) return firstPhoto;
  return (
    <Suspense fallback={firstPhoto}>
      <ProjectSwiper images={images} name={name} />
    </Suspense>
  );
}
