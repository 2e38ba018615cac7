import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_LENGTH } from '@/config/limits';
import { paths } from '@/config/paths';
import { LabelledInputs, type LabelledInput } from '@/components/LabelledInputs';
import { PASSWORD_INPUT, PHONE_INPUT } from '@/components/inputAttributes';
import { serverMessage } from '@/lib/errors';
import { titleMeta } from '@/lib/pageMeta';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { AuthCard, ServerError } from '@/features/auth/components/AuthCard';
import { useRecoverPassword } from '@/features/auth/hooks';
import {
  EMPTY_RECOVERY,
  validateRecovery,
  type RecoveryForm,
} from '@/features/auth/components/authFormSchema';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => titleMeta('Recover Your Account Password');

const INPUTS: LabelledInput<keyof RecoveryForm>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.email },
  { name: 'phoneNo', label: 'Phone Number', ...PHONE_INPUT },
  { name: 'newPassword', label: 'New Password', ...PASSWORD_INPUT, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', ...PASSWORD_INPUT, autoComplete: 'new-password' },
];

export default function ForgotPasswordPage() {
  const { values: form, errors, change, check } = useCheckedForm(EMPTY_RECOVERY, validateRecovery);
  const navigate = useNavigate();
  const recover = useRecoverPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget) || recover.isPending) return;
    recover.mutate(
      { email: form.email.trim(), phoneNo: form.phoneNo.trim(), newPassword: form.newPassword },
      { onSuccess: () => navigate(paths.login) },
    );
  };

  return (
    <AuthCard title="Recover Your Account Password">
      {/* Nothing shows when the server gave no message, as the product asks. */}
      <ServerError message={recover.isError ? serverMessage(recover.error) : null} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <LabelledInputs inputs={INPUTS} values={form} errors={errors} change={change} />
        <button type="submit" className="btn-primary w-full py-3" disabled={recover.isPending}>
          {recover.isPending ? 'Please Wait..' : 'Reset Password'}
        </button>
        <div className="grid grid-cols-2 gap-3">
          <Link to={paths.home} className="btn-outline">
            Home
          </Link>
          <Link to={paths.login} className="btn-outline">
            Login
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
