import type { OkBody } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api-client';
import { PUBLISHED_EPISODE_KEYS } from './podcasts-key';

/** `DELETE podcasts/{id}`: the episode goes with its audio, transcript, ratings and progress. */
function deleteEpisode(episodeId: number): Promise<OkBody> {
  return apiDelete<OkBody>(`podcasts/${episodeId}`);
}

export function useDeleteEpisodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEpisode,
    // Awaited, so the row leaves the table before its Delete button takes clicks again. A refusal (deleted
    // elsewhere already) also means the table on screen is out of date.
    onSettled: () =>
      Promise.all(PUBLISHED_EPISODE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
