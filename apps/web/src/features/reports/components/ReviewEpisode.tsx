import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { EnhancedResults } from '@socratica/contracts';
import { IconHeadphones } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { JobProgress } from '../../../components/JobProgress';
import { errorText } from '../../../lib/api-error';
import { usePodcastJob } from '../../../lib/podcast-job';
import { useMakeReviewEpisode } from '../api/make-review-episode';

/**
 * Issue 24, D17: "Make a review episode" — a personal podcast on the questions the post-assessment missed,
 * with the accepted answers and their sources, then the session's concepts. Offered once the post-assessment
 * is done; the job's real stage shows until the episode is in the learner's Latest Episodes.
 */
export function ReviewEpisode({ results }: { results: EnhancedResults }) {
  const make = useMakeReviewEpisode();
  if (results.analysis.post_assessment === null) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Review episode">
      <Stack gap="sm" align="flex-start">
        <Text>
          Listen back: a short two-host episode on the questions you missed, with the answers and where they
          come from, then more on what your session covered. It is yours alone.
        </Text>
        {make.data ? (
          <ReviewJob jobId={make.data.job_id} message={make.data.message} />
        ) : (
          <Button
            leftSection={<IconHeadphones size={16} aria-hidden />}
            loading={make.isPending}
            onClick={() => make.mutate(results.session_id)}
          >
            Make a review episode
          </Button>
        )}
        {make.isError && (
          <ErrorAlert title="The review episode was not started">{errorText(make.error)}</ErrorAlert>
        )}
      </Stack>
    </Paper>
  );
}

function ReviewJob({ jobId, message }: { jobId: string; message: string }) {
  const job = usePodcastJob(jobId);
  const state = job.data?.state;
  if (state === 'completed') {
    return (
      <Text role="status">
        Your review episode is ready:{' '}
        <Anchor component={Link} to="/podcasts" fw={600}>
          listen in Podcasts
        </Anchor>
        .
      </Text>
    );
  }
  if (state === 'failed') {
    return (
      <ErrorAlert title="The review episode could not be made">
        {job.data?.error ?? 'No reason was given.'}
      </ErrorAlert>
    );
  }
  return (
    <Stack gap="xs" w="100%" role="status">
      <Text size="sm">{message}</Text>
      {job.data && <JobProgress job={job.data} label="Making the review episode" />}
    </Stack>
  );
}
