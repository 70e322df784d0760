import type { GeneratePodcastResponse } from '@socratica/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useGenerationWatch } from '../hooks/use-generation-watch';
import { EpisodesSection } from './EpisodesSection';
import { FeedManagementCard } from './FeedManagementCard';
import { GenerateEpisodeModal } from './GenerateEpisodeModal';
import { GenerationNotice } from './GenerationNotice';
import { PodcastJobsCard } from './PodcastJobsCard';
import { PodcastStatCards } from './PodcastStatCards';

/**
 * Spec 2 §2's podcasts tab: stat cards, Feed Management, the episode table, the Generate New Episode modal
 * and the background-generation notice, with issue 13's jobs card.
 */
export function PodcastsTab() {
  const [generating, setGenerating] = useState(false);
  const [started, setStarted] = useState<GeneratePodcastResponse | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const job = useGenerationWatch(started?.job_id ?? null);

  function showNotice(response: GeneratePodcastResponse) {
    setGenerating(false);
    setStarted(response);
    setNoticeOpen(true);
  }

  return (
    <Stack gap="lg">
      <PodcastStatCards />
      <FeedManagementCard />
      <EpisodesSection onGenerate={() => setGenerating(true)} />
      <PodcastJobsCard />
      <GenerateEpisodeModal opened={generating} onClose={() => setGenerating(false)} onStarted={showNotice} />
      {started && (
        <GenerationNotice
          opened={noticeOpen}
          jobId={started.job_id}
          message={started.message}
          job={job}
          onClose={() => setNoticeOpen(false)}
        />
      )}
    </Stack>
  );
}
