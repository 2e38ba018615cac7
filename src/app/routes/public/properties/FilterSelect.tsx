import { Field } from '@/components/Field';
import { SelectOptions } from '@/components/SelectOptions';
import { selectChoice, type FilterOption } from './filterOptions';

export interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** How a value missing from the options reads (an older shared link). */
  show?: (value: string) => string;
}

/** A whole row on a phone, where a pair of number bounds shares one. */
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
          <SelectOptions options={choice.options} />
        </select>
      )}
    </Field>
  );
}
