import type { PodcastModelLabels, ScheduleModelLabels } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * The server's writers change only with its configuration: one read a page load is enough, and none when the
 * caller already holds them (`needed` false).
 */
export function usePodcastModelLabels(needed = true): ScheduleModelLabels | undefined {
  const query = useQuery({
    enabled: needed,
    queryKey: ['podcast-model-labels'],
    queryFn: ({ signal }) => apiGet<PodcastModelLabels>('podcasts/model-labels', { signal }),
    staleTime: Infinity,
  });
  return query.data?.model_labels;
}

/**
 * What ticking "Use premium model" changes. When one writer serves both (the offline coach uses no model),
 * it changes nothing, and the form says so rather than offering a difference that is not there.
 */
export function premiumModelNote(labels: ScheduleModelLabels): string {
  if (labels.premium === labels.standard) {
    return `Both choices use the same script writer on this server: ${labels.standard}.`;
  }
  return `Scripts by ${labels.premium} instead of ${labels.standard}.`;
}
