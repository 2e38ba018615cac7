import type { QueryKey } from '@tanstack/react-query';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound, type NotFoundWords } from './RecordNotFound';

/** A listing's brochure, read in the browser (not rendered at build): a print copy of its page. */
export function BrochureScreen<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  notFound,
  toListing,
}: {
  kind: RecordKind<Answer, Item, Key>;
  /** The not-found screen's words in the page's language, as the kind's namespace has them; the way back is the kind's. */
  notFound: NotFoundWords;
  toListing: (record: Item, id: string) => BrochureListing;
}) {
  return (
    <BrochureFrame>
      <ReadableAddress>
        <Brochure kind={kind} notFound={notFound} toListing={toListing} />
      </ReadableAddress>
    </BrochureFrame>
  );
}

function Brochure<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  notFound,
  toListing,
}: {
  kind: RecordKind<Answer, Item, Key>;
  notFound: NotFoundWords;
  toListing: (record: Item, id: string) => BrochureListing;
}) {
  const { id, query, record, missing, failed } = useShownRecord(kind);
  return (
    <BrochureOf
      record={record}
      missing={missing}
      load={query}
      failed={failed}
      notFound={<RecordNotFound words={notFound} backTo={kind.notFound.backTo} />}
      toListing={(shown) => toListing(shown, id)}
    />
  );
}
