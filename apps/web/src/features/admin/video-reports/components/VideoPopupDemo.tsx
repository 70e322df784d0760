import type { Video } from '@socratica/contracts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DEMO_VIDEO } from '../demo-video';

/** Renders the learner's video dialog; the app supplies it, since one feature never imports another. */
export type VideoDialogSlot = (dialog: { video: Video | null; onClose: () => void }) => ReactNode;

/** Spec 2 §2's "Test Video Popup": the dialog learners see, with a sample video. */
export function VideoPopupDemo({ renderVideoDialog }: { renderVideoDialog: VideoDialogSlot }) {
  const [video, setVideo] = useState<Video | null>(null);
  return (
    <Card withBorder padding="md" component="section" aria-label="Video popup">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Video popup
        </Title>
        <Text size="sm" c="dimmed">
          Opens the dialog learners see for a suggested video, with a sample video. Its Helpful and Report
          buttons send real feedback, counted as yours.
        </Text>
        <Button variant="default" onClick={() => setVideo(DEMO_VIDEO)}>
          Test Video Popup
        </Button>
      </Stack>
      {renderVideoDialog({ video, onClose: () => setVideo(null) })}
    </Card>
  );
}
