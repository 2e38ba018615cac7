import { useMutation, useQuery } from '@tanstack/react-query';
import { saveSession } from '@/lib/session';
import { getAllAdmins, login, recoverPassword } from './api';
import type { LoginInput, RecoveryInput } from './schema';

/*
 * Neither mutation raises a toast: the sign-in and recovery screens show the server's message in
 * the form. Where to go next is the screen's (docs/conventions.md, "Mutations").
 */

/** Signs in; success stores adminInfo and token before the screen moves on. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => saveSession(answer.details, answer.token),
  });
}

/** Sets a new password. */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: (input: RecoveryInput) => recoverPassword(input),
  });
}

/** The signed-in admin's record, found by _id among all admins. */
export function useAdminProfile(adminId: string | undefined) {
  return useQuery({
    queryKey: ['admins'],
    queryFn: getAllAdmins,
    enabled: Boolean(adminId),
    select: (admins) => admins.find((admin) => admin._id === adminId) ?? null,
  });
}
