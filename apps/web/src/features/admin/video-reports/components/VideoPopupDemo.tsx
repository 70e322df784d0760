import type { Video } from '@socratica/contracts';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SectionCard } from '../../shell/SectionCard';
import { DEMO_VIDEO } from '../demo-video';

/** Renders the learner's video dialog; the app supplies it, since one feature never imports another. */
export type VideoDialogSlot = (dialog: { video: Video | null; onClose: () => void }) => ReactNode;

/** Spec 2 §2's "Test Video Popup": the dialog learners see, with a sample video. */
export function VideoPopupDemo({ renderVideoDialog }: { renderVideoDialog: VideoDialogSlot }) {
  const [video, setVideo] = useState<Video | null>(null);
  return (
    <SectionCard
      title="Video popup"
      description="Opens the dialog learners see for a suggested video, with a sample video. Its Helpful and Report buttons send real feedback, counted as yours."
    >
      <div>
        <Button variant="default" onClick={() => setVideo(DEMO_VIDEO)}>
          Test Video Popup
        </Button>
      </div>
      {renderVideoDialog({ video, onClose: () => setVideo(null) })}
    </SectionCard>
  );
}
