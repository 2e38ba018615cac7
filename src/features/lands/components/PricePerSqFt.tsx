import { formatPerSqFt, pricePerSqFt } from './format';

/** '$69 / sq ft' beside a land's price, read out as 'per square foot'; nothing without a price and an area. */
export function PricePerSqFt({
  price,
  acres,
  className = '',
}: {
  price: number;
  acres: number;
  className?: string;
}) {
  const perSqFt = pricePerSqFt(price, acres);
  if (perSqFt === undefined) return null;
  return (
    <p className={className}>
      {formatPerSqFt(perSqFt)}
      <span aria-hidden="true"> / sq ft</span>
      <span className="sr-only"> per square foot</span>
    </p>
  );
}
