import type { Messages } from '@/lib/i18n/catalogue';
import { principalShare } from '@/features/loans/emi';

const RING = { size: 42, centre: 21, radius: 16, width: 7 } as const;
/** Both parts of the ring run along the same circle. */
const RING_TRACK = {
  cx: RING.centre,
  cy: RING.centre,
  r: RING.radius,
  fill: 'none',
  strokeWidth: RING.width,
} as const;

/**
 * Principal against interest: a ring in two parts and a legend naming both amounts and their
 * shares, so nothing is told by colour alone. The ring is drawn with attributes, not styles
 * (the site's content policy allows no inline styles).
 */
export interface RepaymentChartProps {
  principal: number;
  totalInterest: number;
  words: Pick<Messages<'loans'>, 'principal' | 'interest'>;
  /** An amount written as the calculator writes its results. */
  money: (amount: number) => string;
}

export function RepaymentChart({ principal, totalInterest, words, money }: RepaymentChartProps) {
  const share = principalShare(principal, principal + totalInterest);
  const parts = [
    { label: words.principal, amount: principal, share, swatch: 'bg-brand-600' },
    { label: words.interest, amount: totalInterest, share: 100 - share, swatch: 'bg-accent-500' },
  ];
  return (
    <div className="flex items-center gap-5">
      <svg viewBox={`0 0 ${RING.size} ${RING.size}`} className="h-28 w-28 shrink-0" aria-hidden="true">
        <circle {...RING_TRACK} className="stroke-accent-500" />
        {share > 0 ? (
          <circle
            {...RING_TRACK}
            pathLength={100}
            strokeDasharray={`${share} ${100 - share}`}
            transform={`rotate(-90 ${RING.centre} ${RING.centre})`}
            className="stroke-brand-600"
          />
        ) : null}
      </svg>
      <ul className="min-w-0 space-y-3 text-sm">
        {parts.map((part) => (
          <li key={part.label} className="flex items-start gap-2">
            <span aria-hidden="true" className={`mt-1 h-3 w-3 shrink-0 rounded-sm ${part.swatch}`} />
            <span>
              <span className="font-semibold text-ink">{part.label}</span>{' '}
              <span className="text-ink-muted">({part.share} %)</span>
              <span className="block text-ink-soft">{money(part.amount)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
