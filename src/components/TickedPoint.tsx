import { CheckIcon } from '@/components/actionIcons';

interface Point {
  title: string;
  text: string;
}

/** One point of a list of what we offer, its title ticked off. */
export function TickedPoint({ point, className }: { point: Point; className: string }) {
  return (
    <li className={className}>
      <h3 className="flex items-center gap-2 text-lg">
        <CheckIcon className="h-5 w-5 shrink-0 text-brand-600" />
        {point.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{point.text}</p>
    </li>
  );
}
