import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { checkEmail, checkPhone, collectErrors, messages } from '@/lib/validators';

export interface LoginForm {
  phoneNo: string;
  password: string;
}

export interface RecoveryForm {
  email: string;
  phoneNo: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_LOGIN: LoginForm = { phoneNo: '', password: '' };
export const EMPTY_RECOVERY: RecoveryForm = { email: '', phoneNo: '', newPassword: '', confirmPassword: '' };

/** The request is not sent while any of these fail. */
export function validateLogin(form: LoginForm) {
  return collectErrors<keyof LoginForm>({
    phoneNo: checkPhone(form.phoneNo),
    password: form.password ? undefined : messages.passwordRequired,
  });
}

export function validateRecovery(form: RecoveryForm) {
  let newPassword: string | undefined;
  if (!form.newPassword) newPassword = messages.passwordRequired;
  else if (form.newPassword.length < MIN_PASSWORD_LENGTH) newPassword = messages.passwordTooShort;

  let confirmPassword: string | undefined;
  if (!form.confirmPassword) confirmPassword = messages.confirmRequired;
  else if (form.confirmPassword !== form.newPassword) confirmPassword = messages.passwordsDiffer;

  return collectErrors<keyof RecoveryForm>({
    email: checkEmail(form.email),
    phoneNo: checkPhone(form.phoneNo),
    newPassword,
    confirmPassword,
  });
}
