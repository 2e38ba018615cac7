import { useShortlist } from '@/features/shortlist/store';

/**
 * The header link's count: its own small file, so the store stays out of every page's first
 * load. The badge keeps its place when empty (pre-rendered and hydrated empty), so the header
 * does not move when the kept listings show. The link is named 'Shortlist, 3 listings'.
 */
export default function ShortlistCount() {
  const count = useShortlist().length;
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex h-5 w-6 items-center justify-center rounded-full bg-accent-600 text-xs leading-none font-semibold text-white ${
          count > 0 ? '' : 'invisible'
        }`}
      >
        {count > 0 ? count : ''}
      </span>
      {count > 0 ? <span className="sr-only">{`, ${count} listing${count === 1 ? '' : 's'}`}</span> : null}
    </>
  );
}
