import { Button, Group, Text } from '@mantine/core';
import { IconBadgeCc, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { TranscriptPanel } from '../../../../components/transcript/TranscriptPanel';
import { useTranscript } from '../../../../lib/episode-transcript';
import { loadUnexpired, saveWithExpiry } from '../../../../lib/storage';
import { cueAt } from '../../../../lib/transcript-cues';

const CAPTIONS_KEY = 'socratica.podcast-captions';

interface EpisodeWordsProps {
  transcriptUrl: string;
  position: number;
  onSeek: (seconds: number) => void;
}

/**
 * Issue 24: what is being said, under the controls. The caption line (on unless the listener turned it off,
 * remembered) shows the current turn with its speaker; the transcript opens below and follows playback.
 */
export function EpisodeWords({ transcriptUrl, position, onSeek }: EpisodeWordsProps) {
  const transcript = useTranscript(transcriptUrl);
  const [captions, setCaptions] = useState(() => loadUnexpired<boolean>(CAPTIONS_KEY) ?? true);
  const [open, setOpen] = useState(false);
  const cues = transcript.data;
  const current = cues ? cueAt(cues, position) : -1;
  const cue = cues?.[current];

  const toggleCaptions = () => {
    saveWithExpiry(CAPTIONS_KEY, !captions);
    setCaptions(!captions);
  };

  // The toggles come first so that they stay put while the caption line grows and shrinks with each turn.
  return (
    <>
      <Group gap="xs">
        <Button
          size="xs"
          variant={captions ? 'light' : 'default'}
          leftSection={<IconBadgeCc size={16} aria-hidden />}
          aria-pressed={captions}
          onClick={toggleCaptions}
        >
          Captions
        </Button>
        <Button
          size="xs"
          variant={open ? 'light' : 'default'}
          leftSection={<IconListDetails size={16} aria-hidden />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Transcript
        </Button>
      </Group>
      {captions && (
        <Text aria-live="off" data-testid="caption-line" mih={52} size="md" ta="center">
          {cue ? (
            <>
              <Text component="span" fw={700}>
                {cue.speaker ? `${cue.speaker}: ` : ''}
              </Text>
              {cue.text}
            </>
          ) : null}
        </Text>
      )}
      {open && (
        <TranscriptPanel
          cues={cues}
          current={current}
          failed={transcript.isError}
          onSeek={onSeek}
          height="min(260px, 30dvh)"
        />
      )}
    </>
  );
}
