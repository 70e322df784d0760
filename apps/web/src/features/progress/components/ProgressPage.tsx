import { Alert, Button, Center, Group, Loader, NativeSelect, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { errorText } from '../../../lib/api-error';
import { useLearnerProgress } from '../api/learner-progress';
import { ReviewStats } from './ReviewStats';
import { TopicGain } from './TopicGain';

const TITLE = 'Your progress';
const EMPTY = 'Finish a session with the knowledge check to see your gain here.';

/**
 * The learner's own progress (issue 40 §5, decision 056): the tested gain of each session per topic as a
 * chart with its table, the reviews done and the cards due. The topic shown is in the URL (?topic=).
 */
export function ProgressPage() {
  const progress = useLearnerProgress();
  const [params, setParams] = useSearchParams();

  if (progress.isError) {
    return (
      <Page title={TITLE}>
        <Alert color="yellow" variant="light" title="Your progress did not load" role="alert">
          {errorText(progress.error)}
        </Alert>
      </Page>
    );
  }
  if (!progress.data) {
    return (
      <Page title={TITLE}>
        <Center py="xl">
          <Loader aria-label="Loading your progress" />
        </Center>
      </Page>
    );
  }

  const { topics, reviews, cards } = progress.data;
  if (topics.length === 0) {
    return (
      <Page title={TITLE} lead={EMPTY}>
        <Group>
          <Button component={Link} to="/quiz">
            Start a session
          </Button>
        </Group>
      </Page>
    );
  }

  const chosen = topics.find((t) => t.topic_key === params.get('topic')) ?? topics[0]!;
  const several = topics.length > 1;
  return (
    <Page
      title={TITLE}
      lead="What you learned on each topic, tested before and after the chat, and your reviews."
    >
      {several && (
        <NativeSelect
          label="Topic"
          data={topics.map((t) => ({ value: t.topic_key, label: t.topic }))}
          value={chosen.topic_key}
          onChange={(event) => setParams({ topic: event.currentTarget.value }, { replace: true })}
          maw={360}
        />
      )}
      <TopicGain topic={chosen} withReviewLine={several} />
      <Stack gap="sm" component="section" aria-labelledby="reviews-title">
        <Title order={2} id="reviews-title">
          {several ? 'Your reviews, all topics' : 'Your reviews'}
        </Title>
        <ReviewStats reviews={reviews} cards={cards} withReviewButton />
      </Stack>
    </Page>
  );
}
