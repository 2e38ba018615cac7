import { MAX_LENGTH } from '@/config/limits';

/** Every phone number box: the phone's number pad, and the browser offers its own number. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: MAX_LENGTH.phone,
} as const;

/** Every password box; its `autoComplete` says whether it asks for the password kept or a new one. */
export const PASSWORD_INPUT = { type: 'password', maxLength: MAX_LENGTH.password } as const;
