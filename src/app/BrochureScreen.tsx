import type { QueryKey } from '@tanstack/react-query';
import { BrochureFrame, BrochureOf } from '@/components/brochure/BrochurePage';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { useShownRecord, type RecordKind } from '@/lib/recordKind';
import { ReadableAddress } from './ReadableAddress';
import { RecordNotFound } from './RecordNotFound';
import { useBrochureWords, type BrochureKind, type BrochureWords } from './useBrochureWords';

/**
 * A brochure route's screen (the route's default export): a listing's print copy of its page, read
 * in the browser (no build renders one), written with the words of its kind's page (`namespace`)
 * in the language of its address.
 *   export default brochureScreen(landPage, 'land', landBrochure);
 */
export function brochureScreen<
  Answer,
  Item extends { _id: string },
  Key extends QueryKey,
  N extends BrochureKind,
>(
  kind: RecordKind<Answer, Item, Key>,
  namespace: N,
  toListing: (record: Item, id: string, words: BrochureWords<N>) => BrochureListing,
) {
  function Brochure() {
    const words = useBrochureWords(namespace);
    const { id, query, record, missing, failed } = useShownRecord(kind);
    return (
      <BrochureOf
        record={record}
        missing={missing}
        load={query}
        failed={failed}
        notFound={<RecordNotFound words={words.page.notFound} backTo={kind.notFound.backTo} />}
        toListing={(shown) => toListing(shown, id, words)}
      />
    );
  }
  function BrochureScreen() {
    return (
      <BrochureFrame>
        <ReadableAddress>
          <Brochure />
        </ReadableAddress>
      </BrochureFrame>
    );
  }
  // Each kind's brochure by its name in React's tools and stack traces.
  BrochureScreen.displayName = `BrochureScreen(${namespace})`;
  return BrochureScreen;
}
