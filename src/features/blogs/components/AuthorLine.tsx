import { fixedSlot } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';
import { formatBlogDate } from '@/features/blogs/components/format';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';

export interface AuthorLineProps {
  name: string;
  /** The server's author image; the default placeholder stands in when there is none. */
  image: string;
  /** ISO date the post was written; left out when it is not a date. */
  date: string;
  size?: 'small' | 'large';
}

/**
 * Who wrote a post and when: the author's picture, name and the date. The name is the backend's
 * (lang="en" on a page in another language); the date is written in the page's language, and says
 * so where a card around it is marked English.
 */
export function AuthorLine({ name, image, date, size = 'large' }: AuthorLineProps) {
  const { shortMonths } = useMessages('forms');
  const language = useLanguage();
  const lang = useBackendLang();
  const shown = formatBlogDate(date, shortMonths);
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
        <span className="truncate font-semibold text-ink" lang={lang}>
          {name}
        </span>
        {shown ? (
          <time dateTime={date} className="text-sm text-ink-muted" lang={lang ? language : undefined}>
            {shown}
          </time>
        ) : null}
      </p>
    </div>
  );
}
