import type { Video } from '@socratica/contracts';
import { Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconFlag, IconThumbUp } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useReportVideoMutation } from '../api/report-video';
import { useUpvoteVideoMutation } from '../api/upvote-video';
import { useBriefConfirmation } from '../hooks/use-brief-confirmation';
import { reportFailureText, upvoteFailureText, videoFeedbackProblem } from '../video-messages';
import { FeedbackButton } from './FeedbackButton';
import { ReportVideoForm } from './ReportVideoForm';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface VideoFeedbackActionsProps {
  video: Video;
  /** The session's topic: an upvote says the video helped with it. */
  topic: string;
}

/**
 * Spec 1 §4: Helpful and Report each show a pending state while the call runs, then read Helpful or Reported
 * for 3 seconds.
 */
export function VideoFeedbackActions({ video, topic }: VideoFeedbackActionsProps) {
  const upvote = useUpvoteVideoMutation();
  const report = useReportVideoMutation();
  const upvoted = useBriefConfirmation();
  const reported = useBriefConfirmation();
  const [problem, setProblem] = useState<string | null>(null);
  const [reportFailure, setReportFailure] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reportButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const facts = {
    video_id: video.video_id.trim(),
    video_url: video.url.trim(),
    video_title: video.title,
    channel_name: video.channel,
    channel_id: video.channel_id,
  };

  function handleUpvote() {
    if (upvote.isPending || upvoted.confirmed) return;
    const missing = videoFeedbackProblem(video);
    setProblem(missing);
    setAnnouncement('');
    if (missing) return;
    upvote.mutate(
      { ...facts, topic },
      {
        onSuccess() {
          upvoted.confirm();
          setAnnouncement('Marked as helpful. Thank you!');
        },
        onError: (error) => setProblem(upvoteFailureText(error)),
      },
    );
  }

  function handleReportToggle() {
    if (report.isPending || reported.confirmed) return;
    setReportFailure(null);
    if (reporting) {
      setReporting(false);
      return;
    }
    const missing = videoFeedbackProblem(video);
    setProblem(missing);
    setAnnouncement('');
    if (!missing) setReporting(true);
  }

  function closeReportForm() {
    setReporting(false);
    setReportFailure(null);
    reportButton.current?.focus();
  }

  function handleReport(reason: string) {
    setReportFailure(null);
    report.mutate(
      { ...facts, comment: reason },
      {
        onSuccess() {
          closeReportForm();
          reported.confirm();
          setAnnouncement('Report sent. Thank you: an admin will review the video.');
        },
        onError: (error) => setReportFailure(reportFailureText(error)),
      },
    );
  }

  const upvoteBusy = upvote.isPending || upvoted.confirmed;
  const reportBusy = report.isPending || reported.confirmed;

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FeedbackButton
          pending={upvote.isPending}
          confirmed={upvoted.confirmed}
          icon={<IconThumbUp size={18} aria-hidden />}
          labels={{ idle: 'Mark as helpful', pending: 'Sending…', confirmed: 'Helpful' }}
          onClick={handleUpvote}
          aria-disabled={upvoteBusy}
        />
        <FeedbackButton
          ref={reportButton}
          pending={report.isPending}
          confirmed={reported.confirmed}
          icon={<IconFlag size={18} aria-hidden />}
          labels={{ idle: 'Report', pending: 'Reporting…', confirmed: 'Reported' }}
          onClick={handleReportToggle}
          aria-disabled={reportBusy}
          aria-expanded={reporting}
          aria-controls={reporting ? formId : undefined}
        />
      </Group>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {reporting && (
        <ReportVideoForm
          id={formId}
          onSubmit={handleReport}
          onCancel={closeReportForm}
          sending={report.isPending}
          failure={reportFailure}
        />
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
