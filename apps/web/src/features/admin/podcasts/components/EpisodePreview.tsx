import { Modal, Stack, Text } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { TranscriptPanel } from '../../../../components/transcript/TranscriptPanel';
import { useTranscript } from '../../../../lib/episode-transcript';
import { cueAt } from '../../../../lib/transcript-cues';

/**
 * Issue 24: an admin hears an episode and reads what it says before featuring it. The browser's own audio
 * controls, and the transcript following them; a click on a line plays from there. Nothing here counts as
 * a listen.
 */
export function EpisodePreview({ episode, onClose }: { episode: PodcastEpisode; onClose: () => void }) {
  const audio = useRef<HTMLAudioElement>(null);
  const transcript = useTranscript(episode.transcript_url);
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(false);
  const playFrom = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    setPosition(seconds);
    setFailed(false);
    element.play().catch((cause: unknown) => {
      if (!(cause instanceof DOMException && cause.name === 'AbortError')) setFailed(true);
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Preview: ${episode.title}`} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="gray.8" lineClamp={4}>
          {episode.description}
        </Text>
        <audio
          ref={audio}
          src={episode.audio_url}
          controls
          preload="metadata"
          style={{ width: '100%' }}
          aria-label={`Audio of ${episode.title}`}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onError={() => setFailed(true)}
        >
          <track kind="captions" src={episode.transcript_url} srcLang="en" label="English" default />
        </audio>
        {failed && <ErrorAlert>The audio could not be played. Please try again.</ErrorAlert>}
        <TranscriptPanel
          cues={transcript.data}
          current={transcript.data ? cueAt(transcript.data, position) : -1}
          failed={transcript.isError}
          onSeek={playFrom}
          height={320}
        />
      </Stack>
    </Modal>
  );
}
