import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { formatAcresIn, formatLandPriceIn, formatSqFtIn } from './format';
import { PricePerSqFt } from './PricePerSqFt';
import type { Land } from '@/features/lands/schema';

/** A land's selling price, its price per sq ft and its area, under the heading the page names it by. */
export function LandPrice({ land, headingId }: { land: Land; headingId: string }) {
  const words = useMessages('land');
  const { land: listings } = useMessages('listings');
  const language = useLanguage();
  const area = land.physicalCharacteristics.totalArea;
  return (
    <>
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {words.sellingPrice}
      </h2>
      <p className="mt-1 font-display text-4xl font-bold text-brand-700">
        {formatLandPriceIn(language, land.financialInfo.sellingPrice, listings.priceOnRequest)}
      </p>
      <PricePerSqFt
        price={land.financialInfo.sellingPrice}
        acres={area}
        className="mt-1 font-semibold text-ink-soft"
      />
      {area > 0 ? (
        <p className="mt-3 text-ink-soft">
          <span className="font-semibold text-ink">{formatSqFtIn(language, area)}</span> (
          {formatAcresIn(language, area, listings.acres)})
        </p>
      ) : null}
    </>
  );
}
