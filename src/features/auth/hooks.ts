import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveSession } from '@/lib/session';
import { getAllAdmins, login, recoverPassword } from './api';
import type { LoginInput, RecoveryInput } from './schema';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => saveSession(answer.details, answer.token),
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (input: RecoveryInput) => recoverPassword(input),
  });
}

export const adminQueries = {
  all: () => queryOptions({ queryKey: ['admins'] as const, queryFn: getAllAdmins }),
};

export function useAdminProfile(adminId: string | undefined) {
  return useQuery({
    ...adminQueries.all(),
    enabled: Boolean(adminId),
    select: (admins) => admins.find((admin) => admin._id === adminId) ?? null,
  });
}
