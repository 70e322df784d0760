import type { CoachEventOutcome, CoachEventsPage } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';

const ROWS_PER_PAGE = 20;

/** `GET admin/coach-events`: the rows behind one of the model-replies card's figures (issue 38). */
function fetchCoachEvents(
  outcome: CoachEventOutcome,
  page: number,
  signal?: AbortSignal,
): Promise<CoachEventsPage> {
  const query = new URLSearchParams({ outcome, page: String(page), limit: String(ROWS_PER_PAGE) });
  return apiGet<CoachEventsPage>(`admin/coach-events?${query.toString()}`, { signal });
}

export function useCoachEventsQuery(outcome: CoachEventOutcome, page: number) {
  return useAdminQuery({
    key: ['coach-events', outcome, page],
    fetch: (signal) => fetchCoachEvents(outcome, page, signal),
    what: 'model reply rows',
  });
}
