import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_LENGTH } from '@/config/limits';
import { CloseIcon } from '@/components/icons';
import { PlusIcon } from '@/components/actionIcons';

export interface ChipInputProps {
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  maxChipChars?: number;
  emptyMessage?: string;
  duplicateMessage?: string;
  addLabel?: string;
  disabled?: boolean;
  hint?: string;
  maxLength?: number;
}

const sameItem = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Commas belong to an item, not between items; Enter adds without submitting the surrounding form. */
export function ChipInput({
  label,
  value,
  onChange,
  placeholder,
  maxChipChars,
  emptyMessage = 'Please enter a value',
  duplicateMessage = 'This item is already present',
  addLabel = 'Add',
  disabled,
  hint,
  maxLength = MAX_LENGTH.short,
}: ChipInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const item = draft.trim();
    if (!item) {
      setError(emptyMessage);
      return;
    }
    if (value.some((existing) => sameItem(existing, item))) {
      setError(duplicateMessage);
      return;
    }
    onChange([...value, item]);
    setDraft('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          className="input"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn-outline shrink-0 px-4" onClick={add} disabled={disabled}>
          <PlusIcon className="h-4 w-4" />
          {addLabel}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error empty:hidden" role="alert">
        {error ?? ''}
      </p>
      {value.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Added items">
          {value.map((item, index) => {
            const short = maxChipChars && item.length > maxChipChars ? item.slice(0, maxChipChars) : item;
            const cut = short !== item;
            return (
              <li
                key={`${item}-${index}`}
                title={cut ? item : undefined}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
              >
                {cut ? (
                  <>
                    <span aria-hidden="true" className="truncate">
                      {short}
                    </span>
                    <span aria-hidden="true">…</span>
                    <span className="sr-only">{item}</span>
                  </>
                ) : (
                  <span className="truncate">{item}</span>
                )}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  disabled={disabled}
                  aria-label={`Remove ${item}`}
                  className="rounded-full p-1 text-brand-700 hover:bg-brand-100 hover:text-danger disabled:opacity-50"
                >
                  <CloseIcon className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
