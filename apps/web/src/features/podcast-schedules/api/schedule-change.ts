import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PODCASTS_KEY } from './podcast-schedules';

/**
 * A change to a schedule or its run. Once the server has answered the list reloads (spec 2 §4), after a
 * refusal too: a 409 or a 404 says the list is out of date (a run started elsewhere, a schedule deleted in
 * another tab), and the reload shows how things stand.
 */
export function useScheduleChange<Variables, Reply>(change: (variables: Variables) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PODCASTS_KEY }),
  });
}
