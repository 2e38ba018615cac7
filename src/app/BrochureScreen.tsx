import type { QueryKey } from '@tanstack/react-query';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound, type NotFoundWords } from './RecordNotFound';

interface BrochureProps<Answer, Item extends { _id: string }, Key extends QueryKey> {
  kind: RecordKind<Answer, Item, Key>;
  /** The not-found screen's words in the page's language, as the kind's namespace has them; the way back is the kind's. */
  notFound: NotFoundWords;
  toListing: (record: Item, id: string) => BrochureListing;
}

/** A listing's brochure, read in the browser (not rendered at build): a print copy of its page. */
export function BrochureScreen<Answer, Item extends { _id: string }, Key extends QueryKey>(
  props: BrochureProps<Answer, Item, Key>,
) {
  return (
    <BrochureFrame>
      <ReadableAddress>
        <Brochure {...props} />
      </ReadableAddress>
    </BrochureFrame>
  );
}

function Brochure<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  notFound,
  toListing,
}: BrochureProps<Answer, Item, Key>) {
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
