import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';
import { formatBlogDate } from '@/features/blogs/components/format';

export interface AuthorLineProps {
  name: string;
  /** The server's author image; the default placeholder stands in when there is none. */
  image: string;
  /** ISO date the post was written; left out when it is not a date. */
  date: string;
  size?: 'small' | 'large';
}

/** Who wrote a post and when: the author's picture, name and the date. */
export function AuthorLine({ name, image, date, size = 'large' }: AuthorLineProps) {
  const shown = formatBlogDate(date);
  const px = size === 'small' ? 36 : 48;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <SafeImage
        src={image.trim() || DEFAULT_AUTHOR_IMAGE}
        alt=""
        width={px}
        height={px}
        slot={fixedSlot(px)}
        className={`${size === 'small' ? 'h-9 w-9' : 'h-12 w-12'} shrink-0 rounded-full bg-sand-dark p-0!`}
      />
      <p className={`flex min-w-0 flex-col ${size === 'small' ? 'text-sm' : 'text-base'}`}>
        <span className="truncate font-semibold text-ink">{name}</span>
        {shown ? (
          <time dateTime={date} className="text-sm text-ink-muted">
            {shown}
          </time>
        ) : null}
      </p>
    </div>
  );
}
