import { SquarePhoto } from './SquarePhoto';

/** Who wrote a post: their round photo, then their name; the caller sets them in a row. */
export function Byline({ photo, name }: { photo: string; name: string }) {
  return (
    <>
      <SquarePhoto src={photo} size={32} className="h-8 w-8 shrink-0 rounded-full bg-sand-dark p-0!" />
      <span className="font-medium text-ink-soft">{name}</span>
    </>
  );
}
