import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

// A 4xx answer will not change on a retry; network failures and 5xx get one more chance.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
