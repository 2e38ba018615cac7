import { useId } from 'react';
import { SearchInput } from '@/components/SearchInput';
import { SelectOptions } from '@/components/SelectOptions';

type ListFilterField<Name extends string> =
  | { kind: 'search'; name: Name; label: string; placeholder: string }
  | {
      kind: 'select';
      name: Name;
      label: string;
      all: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: 'number'; name: Name; label: string };

export interface AdminListFiltersProps<Name extends string> {
  label: string;
  fields: readonly ListFilterField<Name>[];
  list: {
    query: Record<Name, string>;
    setQuery: (changes: Partial<Record<Name, string>>) => void;
    clearQuery: () => void;
    filtering: boolean;
  };
}

export function AdminListFilters<Name extends string>({
  label,
  fields,
  list: { query: values, setQuery: onChange, clearQuery: onClear, filtering },
}: AdminListFiltersProps<Name>) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label={label}
      className="card mb-5 grid grid-cols-2 items-end gap-4 p-4 sm:flex sm:flex-wrap sm:p-5"
    >
      {fields.map((field) => {
        const controlId = `${id}-${field.name}`;
        const change = (value: string) => onChange({ [field.name]: value } as Partial<Record<Name, string>>);
        return (
          <div
            key={field.name}
            className={
              field.kind === 'search'
                ? 'col-span-2 min-w-56 flex-[2]'
                : field.kind === 'select'
                  ? 'col-span-2 min-w-36 flex-1'
                  : 'min-w-28 flex-1'
            }
          >
            <label htmlFor={controlId} className="label">
              {field.label}
            </label>
            {field.kind === 'search' ? (
              <SearchInput
                id={controlId}
                placeholder={field.placeholder}
                autoComplete="off"
                value={values[field.name]}
                onChange={change}
              />
            ) : field.kind === 'select' ? (
              <select
                id={controlId}
                className="input"
                value={values[field.name]}
                onChange={(event) => change(event.target.value)}
              >
                <option value="">{field.all}</option>
                <SelectOptions options={field.options} />
              </select>
            ) : (
              <input
                id={controlId}
                type="number"
                inputMode="numeric"
                min={0}
                step="any"
                className="input"
                value={values[field.name]}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="btn-outline col-span-2 shrink-0"
        onClick={onClear}
        disabled={!filtering}
      >
        Clear Filters
      </button>
    </div>
  );
}
