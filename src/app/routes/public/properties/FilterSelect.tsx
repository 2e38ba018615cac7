import { Field } from '@/components/Field';
import { selectChoice, type FilterOption } from './filterOptions';

export interface FilterSelectProps {
  label: string;
  /** The choices from the loaded records ('All' comes first on its own). */
  options: readonly FilterOption[];
  /** The URL's value; '' for All. */
  value: string;
  onChange: (value: string) => void;
  /** How a value missing from the options reads (an older shared link). */
  show?: (value: string) => string;
}

/**
 * A labelled select of one filter: 'All', then each value the loaded records hold. It takes a
 * whole row of the panel on a phone, where a pair of number bounds shares one.
 */
export function FilterSelect({ label, options, value, onChange, show }: FilterSelectProps) {
  const choice = selectChoice(options, value, show);
  return (
    <Field label={label} className="col-span-2 sm:col-span-1">
      {(control) => (
        <select
          {...control}
          className="input"
          value={choice.value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">All</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
