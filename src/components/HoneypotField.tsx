import { MAX_LENGTH } from '@/config/limits';
import { HONEYPOT_NAME } from './honeypot';

/**
 * The spam trap's field (see honeypot.ts): off screen, out of the tab order and hidden from screen
 * readers, so only a bot fills it. Its value is read from the form when it is submitted.
 */
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
