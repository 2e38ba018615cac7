import { Field } from '@/components/Field';
import type { FilterOption, SelectFilter } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterSelect } from './FilterSelect';
import type { FilterKey, PropertyFilters } from './usePropertyListState';

interface BoundFilter {
  key: FilterKey;
  label: string;
  prefix?: string;
}

/** The same object on every render of its list. */
export interface ListFilterControls<Key extends FilterKey> {
  label: string;
  columns: string;
  selects: readonly Pick<SelectFilter<unknown, Key>, 'key' | 'label' | 'show'>[];
  bounds?: readonly BoundFilter[];
}

export interface ListFiltersProps<Key extends FilterKey> {
  controls: ListFilterControls<Key>;
  choices: Record<Key, FilterOption[]>;
  filters: PropertyFilters;
  activeCount: number;
  onChange: (changes: Partial<PropertyFilters>) => void;
}

export function ListFilters<Key extends FilterKey>({
  controls,
  choices,
  filters,
  activeCount,
  onChange,
}: ListFiltersProps<Key>) {
  return (
    <FilterPanel label={controls.label} activeCount={activeCount} columns={controls.columns}>
      {controls.selects.map((select) => (
        <FilterSelect
          key={select.key}
          label={select.label}
          options={choices[select.key]}
          value={filters[select.key]}
          show={select.show}
          onChange={(value) => onChange({ [select.key]: value })}
        />
      ))}
      {(controls.bounds ?? []).map((bound) => (
        <Field key={bound.key} label={bound.label}>
          {(control) => (
            <div className="relative">
              {bound.prefix ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-ink-muted"
                >
                  {bound.prefix}
                </span>
              ) : null}
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className={`input ${bound.prefix ? 'pl-7' : ''}`}
                value={filters[bound.key]}
                onChange={(event) => onChange({ [bound.key]: event.target.value })}
              />
            </div>
          )}
        </Field>
      ))}
    </FilterPanel>
  );
}
