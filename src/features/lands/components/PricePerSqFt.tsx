import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { formatPerSqFtIn, pricePerSqFt } from './format';

/**
 * '$69 / sq ft' beside a land's price ('₹4,500 / sq ft' in Odia and Hindi), read out as 'per square
 * foot'; nothing without a price and an area.
 */
export function PricePerSqFt({
  price,
  acres,
  className = '',
}: {
  price: number;
  acres: number;
  className?: string;
}) {
  const { land: words } = useMessages('listings');
  const language = useLanguage();
  const perSqFt = pricePerSqFt(price, acres);
  if (perSqFt === undefined) return null;
  return (
    <p className={className}>
      {formatPerSqFtIn(language, perSqFt)}
      {/* The unit reads 'sq ft' in every language, as buyers in Odisha write it. */}
      <span aria-hidden="true"> / sq ft</span>
      <span className="sr-only">{words.perSqFtSpoken}</span>
    </p>
  );
}
