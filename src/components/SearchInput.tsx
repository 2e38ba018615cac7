import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from '@/components/actionIcons';
import { MAX_LENGTH } from '@/config/limits';

type SearchInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'className'
> & {
  value: string;
  onChange: (text: string) => void;
};

/** A list's search box: the magnifier inside the field, as long as a short text may be. */
export function SearchInput({ value, onChange, ...input }: SearchInputProps) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted" />
      <input
        {...input}
        type="search"
        maxLength={MAX_LENGTH.short}
        className="input pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
