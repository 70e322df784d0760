import type { LocalModelStatus } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';
import { useAdminQuery } from '../../shell/use-admin-query';

const LOCAL_MODEL_KEY = [ADMIN_QUERY_KEY, 'local-model'] as const;
const RUNNING = new Set<LocalModelStatus['state']>(['downloading', 'verifying']);
/** How often a running download's progress is read. */
const POLL_MS = 1000;

/** Downloaded, and the server is still loading it: the card waits to say which coach serves, or why none. */
const loading = (model: LocalModelStatus) =>
  model.state === 'ready' && model.serving !== 'embedded' && model.load_error === null;

/** `GET admin/ai/local-model`: the embedded model, its size and licence, and its download (DESIGN D21). */
function fetchLocalModel(signal?: AbortSignal): Promise<LocalModelStatus> {
  return apiGet<LocalModelStatus>('admin/ai/local-model', { signal });
}

/** Read every second while a download runs, so its bar moves; once otherwise. */
export function useLocalModelQuery() {
  return useAdminQuery({
    key: LOCAL_MODEL_KEY.slice(1),
    fetch: fetchLocalModel,
    what: 'embedded model',
    refetchInterval: ({ state: { data } }) =>
      data && (RUNNING.has(data.state) || loading(data)) ? POLL_MS : false,
  });
}

/** A change whose answer is the new state: shown at once, then read again. */
function useDownloadChange(send: () => Promise<LocalModelStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(LOCAL_MODEL_KEY, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOCAL_MODEL_KEY }),
  });
}

/** `POST admin/ai/local-model/download`: starts, or resumes from the part kept. */
export const useStartModelDownloadMutation = () =>
  useDownloadChange(() => apiPost<LocalModelStatus>('admin/ai/local-model/download'));

/** `DELETE admin/ai/local-model/download`: stops at once; what arrived is kept for Resume. */
export const useCancelModelDownloadMutation = () =>
  useDownloadChange(() => apiDelete<LocalModelStatus>('admin/ai/local-model/download'));
