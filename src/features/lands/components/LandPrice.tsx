import { formatAcres, formatLandPrice, formatSqFt } from './format';
import { PricePerSqFt } from './PricePerSqFt';
import type { Land } from '@/features/lands/schema';

/** A land's selling price, its price per sq ft and its area, under the heading the page names it by. */
export function LandPrice({ land, headingId }: { land: Land; headingId: string }) {
  const area = land.physicalCharacteristics.totalArea;
  return (
    <>
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">
        Selling Price
      </h2>
      <p className="mt-1 font-display text-4xl font-bold text-brand-700">
        {formatLandPrice(land.financialInfo.sellingPrice)}
      </p>
      <PricePerSqFt
        price={land.financialInfo.sellingPrice}
        acres={area}
        className="mt-1 font-semibold text-ink-soft"
      />
      {area > 0 ? (
        <p className="mt-3 text-ink-soft">
          <span className="font-semibold text-ink">{formatSqFt(area)}</span> ({formatAcres(area)})
        </p>
      ) : null}
    </>
  );
}
