import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';

const SMALL_THUMB = fixedSlot(40);
const LARGE_THUMB = fixedSlot(112);

/**
 * A listing's first photo, small; its initial where it has none (or is not in yet), marked English
 * (`lang`) where the name is the backend's on a page in another language.
 */
export function ListingThumb({
  name,
  image,
  size,
  lang,
}: {
  name: string;
  image: string | undefined;
  size: 'small' | 'large';
  lang?: 'en';
}) {
  const box = size === 'small' ? 'h-10 w-10 text-base' : 'h-20 w-28 text-2xl';
  if (!image) {
    return (
      <span
        aria-hidden="true"
        lang={lang}
        className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-display font-semibold text-brand-800 ${box}`}
      >
        {name.trim().charAt(0).toLocaleUpperCase() || '?'}
      </span>
    );
  }
  return (
    <SafeImage
      src={image}
      alt=""
      width={size === 'small' ? 40 : 112}
      slot={size === 'small' ? SMALL_THUMB : LARGE_THUMB}
      height={size === 'small' ? 40 : 80}
      className={`shrink-0 rounded-lg ${box}`}
    />
  );
}
