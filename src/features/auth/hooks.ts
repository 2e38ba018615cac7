import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { pageAfterSignIn } from '@/lib/draft';
import { saveSession } from '@/lib/session';
import { getAllAdmins, login, recoverPassword } from './api';
import type { LoginInput, RecoveryInput } from './schema';

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

export function useRecoverPassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: RecoveryInput) => recoverPassword(input),
    onSuccess: () => navigate(paths.login),
  });
}

export function useAdminProfile(adminId: string | undefined) {
  return useQuery({
    queryKey: ['admins'],
    queryFn: getAllAdmins,
    enabled: Boolean(adminId),
    select: (admins) => admins.find((admin) => admin._id === adminId) ?? null,
  });
}
