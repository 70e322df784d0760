import type { RateRequest, RateResponse } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

function rateEpisode(request: RateRequest): Promise<RateResponse> {
  return apiPost<RateResponse>('podcasts/rate', { body: request });
}

/** A rating; every list then reloads so each card shows the new average. */
export function useRateEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateEpisode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  });
}
