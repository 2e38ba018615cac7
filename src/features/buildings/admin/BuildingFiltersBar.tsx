import { useId } from 'react';
import { SearchIcon } from '@/components/icons';
import { UrlTextInput } from '@/components/UrlTextInput';
import { hasActiveFilters, type BuildingFilters } from './listFilters';
import { buildingTypeOptions as typeOptions } from './options';

export interface BuildingFiltersBarProps {
  filters: BuildingFilters;
  onChange: (changes: Partial<BuildingFilters>) => void;
  onClear: () => void;
}

/** Search by district, type, min and max price, and Clear Filters (enabled only when one is set). */
export function BuildingFiltersBar({ filters, onChange, onClear }: BuildingFiltersBarProps) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label="Filter buildings"
      className="card mb-5 grid grid-cols-2 items-end gap-4 p-4 sm:grid-cols-4 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="label">
          Search by district
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted" />
          <UrlTextInput
            id={`${id}-search`}
            type="search"
            className="input pl-9"
            placeholder="City, e.g. Cuttack"
            autoComplete="off"
            value={filters.search}
            onValueChange={(search) => onChange({ search })}
          />
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-type`} className="label">
          Type
        </label>
        <select
          id={`${id}-type`}
          className="input"
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">All types</option>
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-min`} className="label">
          Min price
        </label>
        <UrlTextInput
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          className="input"
          value={filters.minPrice}
          onValueChange={(minPrice) => onChange({ minPrice })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`} className="label">
          Max price
        </label>
        <UrlTextInput
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          className="input"
          value={filters.maxPrice}
          onValueChange={(maxPrice) => onChange({ maxPrice })}
        />
      </div>
      <button
        type="button"
        className="btn-outline col-span-2 lg:col-span-1"
        onClick={onClear}
        disabled={!hasActiveFilters(filters)}
      >
        Clear Filters
      </button>
    </div>
  );
}
