import type { AiCheckResult } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';

/**
 * Issue 26 `POST admin/ai/check`: lists the endpoint's models, then one short completion, one structured-output
 * probe and one stream; a failing check is part of the answer, not an error. Without a model, nothing is called.
 */
function checkAiConnection(): Promise<AiCheckResult> {
  return apiPost<AiCheckResult>('admin/ai/check');
}

export function useCheckAiConnection() {
  return useMutation({ mutationFn: checkAiConnection });
}
