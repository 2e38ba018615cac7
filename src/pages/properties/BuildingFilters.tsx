import type { FilterOption } from './filterOptions';
import { BUILDING_SELECTS, type BuildingSelectKey } from './buildingFilters';
import { FilterPanel } from './FilterPanel';
import { FilterSelect } from './FilterSelect';
import type { PropertyFilters } from './usePropertyListState';

export interface BuildingFiltersProps {
  choices: Record<BuildingSelectKey, FilterOption[]>;
  filters: PropertyFilters;
  activeCount: number;
  onChange: (changes: Partial<PropertyFilters>) => void;
}

/** City, Status, Type and Unit type: each offers what the loaded buildings hold. */
export function BuildingFilters({ choices, filters, activeCount, onChange }: BuildingFiltersProps) {
  return (
    <FilterPanel label="Filter buildings" activeCount={activeCount} columns="md:grid-cols-4">
      {BUILDING_SELECTS.map((select) => (
        <FilterSelect
          key={select.key}
          label={select.label}
          options={choices[select.key]}
          value={filters[select.key]}
          show={select.show}
          onChange={(value) => onChange({ [select.key]: value })}
        />
      ))}
    </FilterPanel>
  );
}
