import type { ReactNode } from 'react';
import { SquarePhoto } from './SquarePhoto';

/** A table row's name beside the record's first photo; a phone's card shows the name alone. */
export function RowPhotoTitle({ photo, children }: { photo: string | undefined; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <SquarePhoto src={photo} size={40} className="h-10 w-10 shrink-0 rounded-lg max-md:hidden" />
      {children}
    </div>
  );
}
