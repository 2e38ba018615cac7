import type { QueryKey } from '@tanstack/react-query';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { NotFoundState } from '@/components/NotFoundState';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';

/** A listing's brochure, read in the browser (not rendered at build): a print copy of its page. */
export function BrochureScreen<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  toListing,
}: {
  kind: RecordKind<Answer, Item, Key>;
  toListing: (record: Item, id: string) => BrochureListing;
}) {
  return (
    <BrochureFrame>
      <ReadableAddress>
        <Brochure kind={kind} toListing={toListing} />
      </ReadableAddress>
    </BrochureFrame>
  );
}

function Brochure<Answer, Item extends { _id: string }, Key extends QueryKey>({
  kind,
  toListing,
}: {
  kind: RecordKind<Answer, Item, Key>;
  toListing: (record: Item, id: string) => BrochureListing;
}) {
  const { id, query, record, missing, failed } = useShownRecord(kind);
  return (
    <BrochureOf
      record={record}
      missing={missing}
      load={query}
      failed={failed}
      notFound={<NotFoundState {...kind.notFound} />}
      toListing={(shown) => toListing(shown, id)}
    />
  );
}
