import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { PodcastEpisode } from '@socratica/contracts';
import { Link } from 'react-router';
import { formatMinutesSeconds } from '../../../lib/clock-time';
import { formatEasternDate } from '../../../lib/time';
import { useQuizScores } from '../api/quiz-scores';
import { episodeBlurb, isResumable } from '../episode-text';
import { StarRating } from './StarRating';

interface EpisodeCardProps {
  episode: PodcastEpisode;
  /** D17: an admin sees every schedule; a learner only their own, which made their personal episodes. */
  isAdmin: boolean;
  onPlay: (episode: PodcastEpisode) => void;
}

/** One episode in Latest Episodes or the archive: what it is, how it was received, and where the learner is. */
export function EpisodeCard({ episode, isAdmin, onPlay }: EpisodeCardProps) {
  const progress = Math.round(episode.user_progress ?? 0);
  const action = isResumable(episode) ? 'Continue' : 'Play';
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`episode-${episode.id}`}>
      <Stack gap="xs" h="100%">
        <Group gap={6}>
          <Badge variant="light">{episode.topic}</Badge>
          {episode.is_personal && (
            <Badge variant="outline" color="grape.9">
              Just for you
            </Badge>
          )}
          {episode.is_featured && (
            <Badge variant="outline" color="teal.9">
              Featured
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" id={`episode-${episode.id}`}>
          {episode.title}
        </Title>
        <Text size="sm" c="gray.8">
          {formatMinutesSeconds(episode.duration_seconds)} · {formatEasternDate(episode.publish_date)} ·{' '}
          {episode.total_listens} {episode.total_listens === 1 ? 'listen' : 'listens'}
        </Text>
        {episode.schedule && (
          <ScheduleOrigin title={episode.schedule.title} canOpen={isAdmin || episode.is_personal} />
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {episodeBlurb(episode.description)}
        </Text>
        <Text size="sm" c="gray.8">
          {episode.avg_rating === null
            ? 'Not rated yet'
            : `Rated ${episode.avg_rating.toFixed(1)} of 5 by ${episode.total_ratings} ${episode.total_ratings === 1 ? 'listener' : 'listeners'}`}
        </Text>
        {(progress > 0 || episode.user_completed) && (
          <Stack gap={2}>
            <Progress
              value={episode.user_completed ? 100 : progress}
              aria-label={`Listened to ${episode.title}`}
              size="sm"
            />
            <Text size="xs" c="gray.8">
              {episode.user_completed ? 'Finished' : `${progress}% listened`}
            </Text>
          </Stack>
        )}
        <QuizScore episodeId={episode.id} title={episode.title} />
        <Group justify="space-between" mt="auto" wrap="wrap" gap="xs">
          <StarRating episode={episode} />
          <Button
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
            aria-label={`${action} ${episode.title}`}
            onClick={() => onPlay(episode)}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Issue 14 §4: the schedule an episode came from. It links to the Schedule tab for whoever can see that schedule
 * there: an admin, or the learner whose own schedule made it; others read its name only.
 */
function ScheduleOrigin({ title, canOpen }: { title: string; canOpen: boolean }) {
  const text = `From the schedule “${title}”`;
  return (
    <Text size="sm" c="gray.8">
      {canOpen ? (
        <Anchor component={Link} to="/podcasts?tab=schedule" inherit>
          {text}
        </Anchor>
      ) : (
        text
      )}
    </Text>
  );
}

/** Issue 39: the learner's score on the episode's quiz once taken, with the way back to the marked answers. */
function QuizScore({ episodeId, title }: { episodeId: number; title: string }) {
  const scores = useQuizScores();
  const score = scores.data?.scores.find((s) => s.episode_id === episodeId);
  if (!score) return null;
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        Quiz: {score.correct} of {score.out_of}
      </Text>
      <Anchor
        component={Link}
        to={`/podcasts/${episodeId}/quiz`}
        size="sm"
        aria-label={`See your quiz answers on ${title}`}
      >
        See your answers
      </Anchor>
    </Group>
  );
}
