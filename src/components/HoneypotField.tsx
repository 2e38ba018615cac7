import { MAX_LENGTH } from '@/config/limits';
import { useMessages } from '@/lib/i18n/useMessages';
import { HONEYPOT_NAME } from './honeypot';

export function HoneypotField() {
  const forms = useMessages('forms');
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label>
        {forms.honeypot}
        <input
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          maxLength={MAX_LENGTH.url}
          defaultValue=""
        />
      </label>
    </div>
  );
}
