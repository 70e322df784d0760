import type { ListenRequest, ListenResponse } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';

/** Spec 2 §7 `POST podcasts/listen`: start, progress every 5 s while playing, and complete. */
export function reportListen(request: ListenRequest): Promise<ListenResponse> {
  return apiPost<ListenResponse>('podcasts/listen', { body: request });
}
