import { MAX_LENGTH } from '@/config/limits';
import { HONEYPOT_NAME } from './honeypot';

export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label>
        Website
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
