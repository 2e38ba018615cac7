import { MapPinIcon } from '@/components/icons';
import { useBackendLang } from '@/lib/i18n/useMessages';

/**
 * Where a listing is, after a map pin; nothing at all when the place is not known. The place is the
 * backend's, as entered (in English), whatever the page's language.
 */
export function PlaceLine({
  place,
  className,
  iconClassName = 'mt-0.5 h-4 w-4 shrink-0 text-accent-500',
  lines,
}: {
  place: string;
  className: string;
  iconClassName?: string;
  /** Cut to two lines (a card's place), where a long address would push the card taller. */
  lines?: 2;
}) {
  const lang = useBackendLang();
  if (!place) return null;
  return (
    <p className={className} lang={lang}>
      <MapPinIcon className={iconClassName} />
      {lines ? <span className="line-clamp-2">{place}</span> : place}
    </p>
  );
}
