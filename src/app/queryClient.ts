import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { statusOf } from '@/lib/httpStatus';

const log = (error: unknown) =>
  console.warn('Request failed:', error instanceof Error ? error.message : error);

export function createQueryClient(options: { retry?: number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: log }),
    mutationCache: new MutationCache({ onError: log }),
    defaultOptions: {
      queries: {
        // A 4xx (an unknown id, an expired session) will not change on a second try.
        retry: (failures, error) => {
          const status = statusOf(error);
          if (status !== null && status >= 400 && status < 500) return false;
          return failures < (options.retry ?? 1);
        },
        // A page shows the failure of the read its route loader started (with its Retry button)
        // instead of asking again unseen as it mounts; the next visit's loader asks afresh.
        retryOnMount: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
