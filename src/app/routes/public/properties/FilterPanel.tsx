import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/actionIcons';
import { useDisclosure } from '@/components/useDisclosure';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';

export interface FilterPanelProps {
  label: string;
  activeCount: number;
  columns: string;
  children: ReactNode;
}

/** On a phone the filters fold behind a Filters button, so the cards come first. */
export function FilterPanel({ label, activeCount, columns, children }: FilterPanelProps) {
  const words = useMessages('properties');
  const { open, panelId, toggle } = useDisclosure();
  return (
    <div className="mb-6">
      <button type="button" className="btn-outline w-full justify-between bg-white md:hidden" {...toggle}>
        <span className="inline-flex items-center gap-2">
          {words.filters}{' '}
          {activeCount > 0 ? (
            <>
              <span aria-hidden="true" className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                {activeCount}
              </span>{' '}
              <span className="sr-only">{fill(words.active, { count: activeCount })}</span>
            </>
          ) : null}
        </span>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={label}
        className={`${open ? 'grid' : 'hidden'} card mt-3 grid-cols-2 gap-4 p-4 sm:p-5 md:mt-0 md:grid ${columns}`}
      >
        {children}
      </div>
    </div>
  );
}
