import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem {
  key: string;
  label: string;
  content: ReactNode | ((shown: boolean) => ReactNode);
}

export interface TabsProps {
  tabs: readonly TabItem[];
  label: string;
  defaultKey?: string;
}

export function Tabs({ tabs, label, defaultKey }: TabsProps) {
  const baseId = useId();
  const [selectedKey, setSelectedKey] = useState(defaultKey ?? tabs[0]?.key ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selectedKey),
  );

  const open = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelectedKey(tab.key);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    open(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-3 border-b border-ink/10 sm:flex sm:gap-1"
      >
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-2 px-2 py-3 text-sm leading-tight font-semibold transition-colors sm:shrink-0 sm:px-4 sm:text-base sm:whitespace-nowrap ${
                selected ? 'border-accent-500 text-ink' : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {typeof tab.content === 'function' ? tab.content(index === selectedIndex) : tab.content}
        </div>
      ))}
    </div>
  );
}
