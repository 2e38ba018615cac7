import { Field } from '../../components/Field';
import { UrlTextInput } from '../../components/UrlTextInput';
import type { FilterOption } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterSelect } from './FilterSelect';
import { LAND_BOUNDS, LAND_SELECTS, type LandSelectKey } from './landFilters';
import type { PropertyFilters } from './usePropertyListState';

export interface LandFiltersProps {
  choices: Record<LandSelectKey, FilterOption[]>;
  filters: PropertyFilters;
  activeCount: number;
  onChange: (changes: Partial<PropertyFilters>) => void;
}

/** City, Status and Land type from the loaded lands; area (acres) and price ($) bounds as typed. */
export function LandFilters({ choices, filters, activeCount, onChange }: LandFiltersProps) {
  return (
    <FilterPanel label="Filter lands" activeCount={activeCount} columns="md:grid-cols-4 xl:grid-cols-7">
      {LAND_SELECTS.map((select) => (
        <FilterSelect
          key={select.key}
          label={select.label}
          options={choices[select.key]}
          value={filters[select.key]}
          show={select.show}
          onChange={(value) => onChange({ [select.key]: value })}
        />
      ))}
      {LAND_BOUNDS.map((bound) => (
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
              <UrlTextInput
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className={`input ${bound.prefix ? 'pl-7' : ''}`}
                value={filters[bound.key]}
                onValueChange={(value) => onChange({ [bound.key]: value })}
              />
            </div>
          )}
        </Field>
      ))}
    </FilterPanel>
  );
}
