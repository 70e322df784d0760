import type { PodcastEpisode } from '@socratica/contracts';
import { useSearchParams } from 'react-router';
import { usePodcastEpisode } from '../api/podcast-episodes';

/** A positive whole number, or null: anything else in the address is no episode. */
function episodeIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The episode a feed item's link names (`/podcasts?episode=<id>`, issue 39), loaded whatever tab is open,
 * with what went wrong when it cannot be heard, and `dismiss` to take it out of the address once the
 * player is closed (so a reload does not open it again).
 */
export function useLinkedEpisode(): {
  episode: PodcastEpisode | undefined;
  error: Error | null;
  dismiss: () => void;
} {
  const [params, setParams] = useSearchParams();
  const id = episodeIdOf(params.get('episode'));
  const query = usePodcastEpisode(id);
  const dismiss = () =>
    setParams(
      (current) => {
        const written = new URLSearchParams(current);
        written.delete('episode');
        return written;
      },
      { replace: true },
    );
  return { episode: id === null ? undefined : query.data, error: id === null ? null : query.error, dismiss };
}
