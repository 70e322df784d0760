import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { errorText } from '../../../lib/api-error';
import { useAnswerEpisodeQuiz, useEpisodeQuiz } from '../api/episode-quiz';
import { QuizForm } from './QuizForm';
import { QuizResults } from './QuizResults';

/** A positive whole number, or null: the address is typed by hand sometimes. */
const episodeIdOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/**
 * The quiz after an episode (issue 39, decision 051): questions on what the episode said, answered once;
 * afterwards the same address shows the marked answers.
 */
export function EpisodeQuizPage() {
  const episodeId = episodeIdOf(useParams().episodeId);
  const quiz = useEpisodeQuiz(episodeId);
  const answer = useAnswerEpisodeQuiz(episodeId ?? 0);
  const back = (
    <Anchor component={Link} to="/podcasts">
      Back to Podcasts
    </Anchor>
  );

  if (episodeId === null || quiz.isError) {
    const detail = quiz.isError ? errorText(quiz.error) : 'That address names no podcast episode.';
    return (
      <Page title="Episode quiz">
        <Alert color="yellow" variant="light" title="No quiz here" role="alert">
          {detail}
        </Alert>
        {back}
      </Page>
    );
  }
  if (!quiz.data) {
    return (
      <Page title="Episode quiz">
        <Center py="xl">
          <Loader aria-label="Loading the quiz" />
        </Center>
      </Page>
    );
  }

  const { data } = quiz;
  const result = answer.data ?? data.result;
  const lead = result
    ? `Your answers to the quiz on “${data.episode_title}”, each with the line of the episode it comes from.`
    : `${data.items.length} questions on what “${data.episode_title}” said: ${minutesOf(data.estimated_seconds)}. You can take it once.`;
  return (
    <Page title={`Quiz: ${data.episode_title}`} lead={lead}>
      <Stack gap="lg">
        {result ? (
          <QuizResults result={result} />
        ) : (
          <QuizForm
            quiz={data}
            sending={answer.isPending}
            error={answer.error ? errorText(answer.error) : null}
            onSubmit={(body) => answer.mutate(body)}
          />
        )}
        {back}
      </Stack>
    </Page>
  );
}
