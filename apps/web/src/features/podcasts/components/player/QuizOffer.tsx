import { Alert, Button, Group, Text } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';

interface QuizOfferProps {
  episode: PodcastEpisode;
  onAccept: () => void;
  onDismiss: () => void;
}

/** Spec 2 §2: after an episode completes, the learner is asked whether to take a quiz on it (D14). */
export function QuizOffer({ episode, onAccept, onDismiss }: QuizOfferProps) {
  return (
    <Alert color="teal" variant="light" title="Episode finished" role="alertdialog" aria-label="Take a quiz?">
      <Text size="sm">
        You finished “{episode.title}”. Take a quick quiz on {episode.topic} to check what you learned?
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
