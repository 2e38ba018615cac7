import { Field } from '@/components/Field';
import { SelectOptions } from '@/components/SelectOptions';
import { useMessages } from '@/lib/i18n/useMessages';
import { relabelOptions, selectChoice, type FilterOption, type ShownText } from './filterOptions';

export interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** How a value missing from the options reads (an older shared link). */
  show?: (value: string) => string;
  /** On a page in another language, how each value reads there (the options are in English). */
  word?: (value: string) => ShownText;
}

/** A whole row on a phone, where a pair of number bounds shares one. */
export function FilterSelect({ label, options, value, onChange, show, word }: FilterSelectProps) {
  const { all } = useMessages('properties');
  const choice = selectChoice(options, value, show);
  const shown = word ? relabelOptions(choice.options, word) : choice.options;
  return (
    <Field label={label} className="col-span-2 sm:col-span-1">
      {(control) => (
        <select
          {...control}
          className="input"
          value={choice.value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{all}</option>
          <SelectOptions options={shown} />
        </select>
      )}
    </Field>
  );
}
