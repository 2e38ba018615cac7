import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isDemoMode } from '@/config/env';
import { paths } from '@/config/paths';
import { LabelledInputs, type LabelledInput } from '@/components/LabelledInputs';
import { PASSWORD_INPUT, PHONE_INPUT } from '@/components/inputAttributes';
import { pageAfterSignIn } from '@/lib/draft';
import { errorMessage } from '@/lib/errors';
import { titleMeta } from '@/lib/pageMeta';
import { sessionExpired } from '@/lib/session';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { AuthCard, ServerError } from '@/features/auth/components/AuthCard';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { useLogin } from '@/features/auth/hooks';
import { EMPTY_LOGIN, validateLogin, type LoginForm } from '@/features/auth/components/authFormSchema';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => titleMeta('Login');

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

const INPUTS: LabelledInput<keyof LoginForm>[] = [
  { name: 'phoneNo', label: 'Phone Number', ...PHONE_INPUT, placeholder: '10-digit phone number' },
  { name: 'password', label: 'Password', ...PASSWORD_INPUT, autoComplete: 'current-password' },
];

export default function LoginPage() {
  const { values: form, errors, change, check } = useCheckedForm(EMPTY_LOGIN, validateLogin);
  const navigate = useNavigate();
  const signIn = useLogin();
  // Read as the page opens, before the guard around it takes note that the expiry has been shown.
  const [expired] = useState(sessionExpired);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget) || signIn.isPending) return;
    // On to the dashboard, or the form whose unsaved changes were kept when the session expired.
    signIn.mutate(
      { phoneNo: form.phoneNo.trim(), password: form.password },
      { onSuccess: () => navigate(pageAfterSignIn(), { replace: true }) },
    );
  };

  return (
    <AuthCard title="Enter Your Credentials To Login">
      {isDemoMode ? (
        <div className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          <p className="font-semibold">Demo credentials</p>
          <p>
            Phone Number <span className="font-mono">{DEMO_CREDENTIALS.phoneNo}</span>, Password{' '}
            <span className="font-mono">{DEMO_CREDENTIALS.password}</span>
          </p>
        </div>
      ) : null}
      {expired ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
        >
          {SESSION_EXPIRED_MESSAGE}
        </p>
      ) : null}
      <ServerError message={signIn.isError ? errorMessage(signIn.error) : null} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <LabelledInputs inputs={INPUTS} values={form} errors={errors} change={change} />
        <div className="flex items-center justify-between text-sm">
          <Link to={paths.home} className="font-medium text-brand-700 hover:underline">
            Home
          </Link>
          <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
            Forgot Password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full py-3" disabled={signIn.isPending}>
          {signIn.isPending ? 'Please Wait..' : 'Log In'}
        </button>
      </form>
    </AuthCard>
  );
}
