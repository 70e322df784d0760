import { Stack } from '@mantine/core';
import { BlacklistSection } from './BlacklistSection';
import { PendingReportsSection } from './PendingReportsSection';
import { UpvotedVideosSection } from './UpvotedVideosSection';
import { VideoPopupDemo, type VideoDialogSlot } from './VideoPopupDemo';

/** Spec 2 §2 and §4: pending reports, the blacklist, the most upvoted videos and the video popup demo. */
export function VideoReportsPanel({ renderVideoDialog }: { renderVideoDialog: VideoDialogSlot }) {
  return (
    <Stack gap="lg">
      <PendingReportsSection />
      <BlacklistSection />
      <UpvotedVideosSection />
      <VideoPopupDemo renderVideoDialog={renderVideoDialog} />
    </Stack>
  );
}
