import { ActionIcon, Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { PodcastEpisode } from '@socratica/contracts';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useRateEpisode } from '../api/rate-episode';

/** Spec 2 §9: the rating's confirmation shows for 3 seconds. */
export const RATING_CONFIRMED_FOR_MS = 3_000;
const STARS = [1, 2, 3, 4, 5] as const;

const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/** The learner's own 1–5 stars for an episode; a click sends it, and a new click changes it. */
export function StarRating({ episode }: { episode: PodcastEpisode }) {
  const rate = useRateEpisode();
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const shown = rate.isPending ? Number(rate.variables.rating) : episode.user_rating;

  useEffect(() => {
    if (confirmed === null) return;
    const timer = setTimeout(() => setConfirmed(null), RATING_CONFIRMED_FOR_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const send = (rating: number) =>
    rate.mutate({ episode_id: episode.id, rating }, { onSuccess: () => setConfirmed(rating) });

  return (
    <div>
      <Group gap={2} role="group" aria-label={`Your rating of ${episode.title}`}>
        {STARS.map((n) => (
          <ActionIcon
            key={n}
            variant="subtle"
            color="yellow.8"
            aria-label={`Rate ${stars(n)}`}
            aria-pressed={shown === n}
            disabled={rate.isPending}
            onClick={() => send(n)}
          >
            {shown !== null && n <= shown ? (
              <IconStarFilled size={18} aria-hidden />
            ) : (
              <IconStar size={18} aria-hidden />
            )}
          </ActionIcon>
        ))}
      </Group>
      <div aria-live="polite">
        {confirmed !== null && (
          <Text size="sm" c="green.9">
            Thanks! You rated this episode {stars(confirmed)}.
          </Text>
        )}
      </div>
      {rate.isError && <ErrorAlert mt="xs">Failed to submit rating. Please try again.</ErrorAlert>}
    </div>
  );
}
