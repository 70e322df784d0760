import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { usePodcastEpisodeForQuiz } from '../../features/quiz/api/podcast-episode-topic';
import { QuizFlow } from '../../features/quiz/components/QuizFlow';

/** A positive whole number, or null: the link's id is typed by hand sometimes. */
function episodeIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Also the page of /assessment?podcast_episode={id}, the podcasts' quiz link (DESIGN D14): the episode's
 * topic is filled in, and the page says which episode the quiz is about.
 */
export function QuizPage() {
  const [params] = useSearchParams();
  const asked = params.get('podcast_episode');
  const episodeId = episodeIdOf(asked);
  const episode = usePodcastEpisodeForQuiz(episodeId);
  const lead = 'Choose your time and topic, then answer five short questions to get started.';

  if (episodeId !== null && episode.isPending) {
    return (
      <Page title="Learn" lead={lead}>
        <Center py="xl">
          <Loader aria-label="Loading the podcast episode" />
        </Center>
      </Page>
    );
  }
  return (
    <Page title="Learn" lead={lead}>
      <Stack gap="lg">
        {episode.data && (
          <Alert color="blue" variant="light" title="A quiz on a podcast episode">
            The topic of “{episode.data.title}” is filled in: {episode.data.topic}. Choose your time to begin.
          </Alert>
        )}
        {asked !== null && !episode.data && (
          <Alert color="yellow" variant="light" title="Podcast episode not found">
            That podcast episode could not be found, or it is not one you can listen to, so choose a topic
            yourself.
          </Alert>
        )}
        <QuizFlow key={episode.data?.id ?? 'own'} initialTopic={episode.data?.topic} />
      </Stack>
    </Page>
  );
}
