import type { ReactNode } from 'react';
import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';

const ROW_THUMB = fixedSlot(40);

/** A table row's name beside the record's first photo; a phone's card shows the name alone. */
export function RowPhotoTitle({ photo, children }: { photo: string | undefined; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <SafeImage
        src={photo}
        alt=""
        width={40}
        height={40}
        slot={ROW_THUMB}
        className="h-10 w-10 shrink-0 rounded-lg max-md:hidden"
      />
      {children}
    </div>
  );
}
