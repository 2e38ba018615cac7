import { useQuery } from '@tanstack/react-query';
import { getAllLands, getLandById } from './api';

export const landKeys = {
  all: ['lands'] as const,
  one: (id: string) => ['lands', id] as const,
};

export function useLands(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ queryKey: landKeys.all, queryFn: getAllLands, ...options });
}

export function useLand(id: string | undefined) {
  return useQuery({
    queryKey: landKeys.one(id ?? ''),
    queryFn: () => getLandById(id ?? ''),
    enabled: Boolean(id),
  });
}
