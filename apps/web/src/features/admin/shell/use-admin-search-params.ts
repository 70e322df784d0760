import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AdminParamChanges = Record<string, string | null | undefined>;

/**
 * The open tab's own state in the URL (`?tab=users&search=ada&page=2`), so a reload or a shared link shows the
 * same view. `update` keeps the tab and every other parameter; an empty value removes its parameter, and any
 * change that is not the page itself sends the list back to page 1 (the old page may no longer exist).
 * Changes replace the history entry: Back leaves the tab rather than replaying each keystroke.
 */
export function useAdminSearchParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: AdminParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}

/** The `page` parameter as a page number: 1 when missing or not a whole number from 1 up. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
