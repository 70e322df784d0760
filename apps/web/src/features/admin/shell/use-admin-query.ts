import { keepPreviousData, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminBanner } from './admin-banner';
import { loadFailureText } from './admin-failure-text';
import { ADMIN_QUERY_KEY } from './admin-query-key';

interface AdminQueryOptions<T> {
  /** The key after ADMIN_QUERY_KEY, with every parameter the answer depends on: ['users', { page, search }]. */
  key: readonly unknown[];
  fetch: (signal: AbortSignal) => Promise<T>;
  /** What the list is, for the banner's "Failed to load {what}" / "Error loading {what}" (spec 2 §8). */
  what: string;
  /** Replaces the banner sentence when the spec words it otherwise (the audit log's status and text). */
  failureText?: (error: unknown) => string;
  /** Keeps the shown page while the next page or filter loads, so a paged table does not flash empty. */
  keepPrevious?: boolean;
  /** Reloads the data this often (ms) while the tab is open, or decides from the latest answer (false: stop). */
  refetchInterval?: UseQueryOptions<T, Error, T>['refetchInterval'];
}

/**
 * A tab's data, keyed under ADMIN_QUERY_KEY so a tab change refreshes it, with a failed load reported to the
 * panel's banner in the spec's words.
 */
export function useAdminQuery<T>({
  key,
  fetch,
  what,
  failureText,
  keepPrevious = false,
  refetchInterval,
}: AdminQueryOptions<T>): UseQueryResult<T> {
  const banner = useAdminBanner();
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, ...key],
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchInterval,
  });

  // An error cached from an earlier visit is not news: the tab refetches on opening and reports that answer.
  const [openedAt] = useState(Date.now);
  const { error, errorUpdatedAt } = query;
  const message =
    error && errorUpdatedAt >= openedAt ? (failureText ?? ((e) => loadFailureText(what, e)))(error) : null;
  useEffect(() => {
    if (message) banner.show(message);
  }, [banner, message, errorUpdatedAt]);

  return query;
}
