import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';

const PHOTO = fixedSlot(32);

/** Who wrote a post: their round photo, then their name; the caller sets them in a row. */
export function Byline({ photo, name }: { photo: string; name: string }) {
  return (
    <>
      <SafeImage
        src={photo}
        alt=""
        width={32}
        height={32}
        slot={PHOTO}
        className="h-8 w-8 shrink-0 rounded-full bg-sand-dark p-0!"
      />
      <span className="font-medium text-ink-soft">{name}</span>
    </>
  );
}
