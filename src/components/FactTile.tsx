import type { ComponentType, SVGProps } from 'react';

export interface Fact {
  label: string;
  value: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  note?: string;
  /** 'en' when the value is the backend's own text on a page in another language. */
  lang?: 'en';
}

export function FactTile({
  fact: { label, value, Icon, note, lang },
  className = 'flex items-start gap-3 p-4',
  iconClassName = 'inline-flex',
  valueClassName = '',
}: {
  fact: Fact;
  className?: string;
  iconClassName?: string;
  valueClassName?: string;
}) {
  return (
    <li className={`rounded-xl bg-white shadow-card ${className}`}>
      <span className={`rounded-lg bg-brand-50 p-2 text-brand-700 ${iconClassName}`}>
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</p>
        <p className={`mt-0.5 font-semibold break-words text-ink ${valueClassName}`} lang={lang}>
          {value}
        </p>
        {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
      </div>
    </li>
  );
}
