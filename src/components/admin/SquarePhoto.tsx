import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';

/** A small square photo beside a name (an author, a table row): decorative, as the name says who. */
export function SquarePhoto({
  src,
  size,
  className,
}: {
  src: string | undefined;
  size: number;
  className: string;
}) {
  return (
    <SafeImage src={src} alt="" width={size} height={size} slot={fixedSlot(size)} className={className} />
  );
}
