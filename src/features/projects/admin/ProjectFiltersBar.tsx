import { useId } from 'react';
import { SearchIcon } from '@/components/icons';
import { PROJECT_STATUSES } from '@/features/projects/values';
import type { ProjectFilters } from './filterProjects';
import { SEARCH_PLACEHOLDER } from './messages';
import { UrlTextInput } from '@/components/UrlTextInput';

export interface ProjectFiltersBarProps {
  filters: ProjectFilters;
  onChange: (changes: Partial<ProjectFilters>) => void;
  onClear: () => void;
}

/** The search by project name, the status filter and Clear Filters (enabled only when one is set). */
export function ProjectFiltersBar({ filters, onChange, onClear }: ProjectFiltersBarProps) {
  const id = useId();
  const filtering = filters.q !== '' || filters.status !== '';
  return (
    <div
      role="search"
      aria-label="Filter projects"
      className="card mb-5 grid items-end gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:p-5"
    >
      <div>
        <label htmlFor={`${id}-search`} className="label">
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted" />
          <UrlTextInput
            id={`${id}-search`}
            type="search"
            className="input pl-9"
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            value={filters.q}
            onValueChange={(q) => onChange({ q })}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="label">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn-outline" onClick={onClear} disabled={!filtering}>
        Clear Filters
      </button>
    </div>
  );
}
