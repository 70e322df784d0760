import { Alert, Button, Group, Text } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';

interface QuizOfferProps {
  episode: PodcastEpisode;
  onAccept: () => void;
  onDismiss: () => void;
}

/**
 * Spec 2 §2: after an episode completes, the learner is asked whether to take a quiz on it: since issue 39,
 * the episode's own quiz, on what its hosts said.
 */
export function QuizOffer({ episode, onAccept, onDismiss }: QuizOfferProps) {
  return (
    <Alert color="teal" variant="light" title="Episode finished" role="alertdialog" aria-label="Take a quiz?">
      <Text size="sm">
        You finished “{episode.title}”. Take a quick quiz on what it said about {episode.topic}? Five
        questions, about two minutes.
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onAccept}>
          Take the quiz
        </Button>
        <Button size="xs" variant="default" onClick={onDismiss}>
          Not now
        </Button>
      </Group>
    </Alert>
  );
}
