import { useState } from 'react';
import { GenerationNotice } from './GenerationNotice';
import { SinglePodcastForm, type StartedGeneration } from './SinglePodcastForm';

/** The Schedule tab's single podcast: the button, its form, then the notice that follows the job. */
export function ScheduleSinglePodcast({ isAdmin }: { isAdmin: boolean }) {
  const [started, setStarted] = useState<StartedGeneration | null>(null);
  return (
    <>
      <SinglePodcastForm isAdmin={isAdmin} onStarted={setStarted} />
      {started && (
        <GenerationNotice
          key={started.jobId}
          jobId={started.jobId}
          title={started.title}
          isAdmin={isAdmin}
          isFeatured={started.isFeatured}
          onClose={() => setStarted(null)}
        />
      )}
    </>
  );
}
