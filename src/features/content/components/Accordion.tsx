import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/actionIcons';

export interface AccordionItem {
  question: string;
  answer: string;
}

export function Accordion({
  items,
  initiallyOpen = null,
}: {
  items: readonly AccordionItem[];
  initiallyOpen?: number | null;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  return (
    <div className="divide-y divide-ink/10 rounded-2xl bg-white shadow-card">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-sand sm:px-6"
              >
                {item.question}
                <ChevronDownIcon
                  className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-ink-soft sm:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
