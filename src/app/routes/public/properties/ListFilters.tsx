import { Field } from '@/components/Field';
import type { FilterOption, SelectFilter } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterSelect } from './FilterSelect';
import type { FilterKey, PropertyFilters } from './usePropertyListState';

/** A number box of a list's filters: a lower or upper bound of a figure, as typed. */
interface BoundFilter {
  key: FilterKey;
  label: string;
  /** Shown before the box: the price is in dollars (SPEC.md). */
  prefix?: string;
}

/** The filters one kind of listing offers, the same for every render of its list. */
export interface ListFilterControls<Key extends FilterKey> {
  /** Names the group of controls: 'Filter buildings'. */
  label: string;
  /** The panel's columns from the md width on (Tailwind classes). */
  columns: string;
  selects: readonly Pick<SelectFilter<unknown, Key>, 'key' | 'label' | 'show'>[];
  /** Number boxes after the selects (the lands' area and price). */
  bounds?: readonly BoundFilter[];
}

export interface ListFiltersProps<Key extends FilterKey> {
  controls: ListFilterControls<Key>;
  /** Each select's choices, from the loaded records. */
  choices: Record<Key, FilterOption[]>;
  filters: PropertyFilters;
  activeCount: number;
  onChange: (changes: Partial<PropertyFilters>) => void;
}

/** A list's filters: a select for each choice the loaded records offer, then any number bounds. */
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
