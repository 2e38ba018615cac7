import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { pageAfterSignIn } from '@/lib/draft';
import { saveSession } from '@/lib/session';
import { getAllAdmins, login, recoverPassword } from './api';
import type { LoginInput, RecoveryInput } from './schema';

/**
 * Signs in; success stores adminInfo and token and opens the dashboard, or the form whose unsaved
 * changes were kept when the session expired (lib/draft.ts).
 */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => {
      saveSession(answer.details, answer.token);
      navigate(pageAfterSignIn(), { replace: true });
    },
  });
}

/** Sets a new password; success goes to /login. */
export function useRecoverPassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: RecoveryInput) => recoverPassword(input),
    onSuccess: () => navigate(paths.login),
  });
}

/** What a route loader starts and a page reads: one cache entry per answer. */
export const adminQueries = {
  /** Every administrator (there is no call for one: the profile picks its own). */
  all: () => queryOptions({ queryKey: ['admins'] as const, queryFn: getAllAdmins }),
};

/** The signed-in admin's record, found by _id among all admins. */
export function useAdminProfile(adminId: string | undefined) {
  return useQuery({
    ...adminQueries.all(),
    enabled: Boolean(adminId),
    select: (admins) => admins.find((admin) => admin._id === adminId) ?? null,
  });
}
