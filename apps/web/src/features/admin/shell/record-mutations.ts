import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client';

/** A form's save: a new record when `id` is null, otherwise a replacement of record `id`. */
export interface SaveRequest<Input> {
  id: number | null;
  input: Input;
}

/** POST `collection` for a new record, PUT `collection/{id}` for an edited one. */
export function saveRecord<Saved, Input>(collection: string, { id, input }: SaveRequest<Input>) {
  return id === null
    ? apiPost<Saved>(collection, { body: input })
    : apiPut<Saved>(`${collection}/${id}`, { body: input });
}

export function deleteRecord<Reply>(collection: string, id: number | string) {
  return apiDelete<Reply>(`${collection}/${encodeURIComponent(String(id))}`);
}

/**
 * A change that reloads every list of its tab once it settles: records refer to each other (a deleted
 * category takes its filters along), and a refused change often means the list on screen is out of date.
 */
export function useTabChange<Variables, Reply>(
  tabKey: readonly unknown[],
  mutationFn: (variables: Variables) => Promise<Reply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabKey }),
  });
}
