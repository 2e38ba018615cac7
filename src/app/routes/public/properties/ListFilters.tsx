import { Field } from '@/components/Field';
import { useLanguage } from '@/lib/i18n/useMessages';
import type { FilterNaming, FilterOption, SelectFilter } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterSelect } from './FilterSelect';
import type { NarrowingKey, PropertyFilters } from './usePropertyListState';

interface BoundFilter {
  key: NarrowingKey;
  label: string;
  prefix?: string;
}

/** The same object on every render of its list. */
export interface ListFilterControls<Key extends NarrowingKey> {
  columns: string;
  selects: readonly Pick<SelectFilter<unknown, Key>, 'key' | 'label' | 'show' | 'wordsOf'>[];
  bounds?: readonly BoundFilter[];
}

export interface ListFiltersProps<Key extends NarrowingKey> {
  /** The filters' group name for a screen reader. */
  label: string;
  controls: ListFilterControls<Key>;
  choices: Record<Key, FilterOption[]>;
  filters: PropertyFilters;
  activeCount: number;
  onChange: (changes: Partial<PropertyFilters>) => void;
  /** The page's names for the filters and their values. */
  naming: FilterNaming<NarrowingKey>;
}

/** An Odia or a Hindi page writes prices in rupees (formatMoneyIn), so its price fields show ₹. */
const RUPEE = '₹';

export function ListFilters<Key extends NarrowingKey>({
  label,
  controls,
  choices,
  filters,
  activeCount,
  onChange,
  naming,
}: ListFiltersProps<Key>) {
  const language = useLanguage();
  return (
    <FilterPanel label={label} activeCount={activeCount} columns={controls.columns}>
      {controls.selects.map((select) => (
        <FilterSelect
          key={select.key}
          label={naming.label(select)}
          options={choices[select.key]}
          value={filters[select.key]}
          show={select.show}
          word={language === 'en' ? undefined : (value) => naming.value(select, value)}
          onChange={(value) => onChange({ [select.key]: value })}
        />
      ))}
      {(controls.bounds ?? []).map((bound) => {
        const prefix = bound.prefix && language !== 'en' ? RUPEE : bound.prefix;
        return (
          <Field key={bound.key} label={naming.label(bound)}>
            {(control) => (
              <div className="relative">
                {prefix ? (
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-ink-muted"
                  >
                    {prefix}
                  </span>
                ) : null}
                <input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  className={`input ${prefix ? 'pl-7' : ''}`}
                  value={filters[bound.key]}
                  onChange={(event) => onChange({ [bound.key]: event.target.value })}
                />
              </div>
            )}
          </Field>
        );
      })}
    </FilterPanel>
  );
}
