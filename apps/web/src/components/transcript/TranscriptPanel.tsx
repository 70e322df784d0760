import { Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatMinutesSeconds } from '../../lib/clock-time';
import type { TranscriptCue } from '../../lib/transcript-cues';
import classes from './TranscriptPanel.module.css';

interface TranscriptPanelProps {
  cues: TranscriptCue[] | undefined;
  /** The cue being spoken (`cueAt`), -1 for none. */
  current: number;
  failed: boolean;
  /** Plays from a cue's start. */
  onSeek: (seconds: number) => void;
  /** The list's height: pixels, or a CSS length such as `min(260px, 30dvh)`. */
  height?: number | string;
}

/**
 * Issue 24: the episode's words with who says them, following playback. The cue being spoken is marked and
 * kept in view; a click on any cue plays from there.
 */
export function TranscriptPanel({ cues, current, failed, onSeek, height = 260 }: TranscriptPanelProps) {
  const active = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  if (failed) return <Text size="sm">The transcript could not be loaded.</Text>;
  if (!cues) return <Loader size="sm" aria-label="Loading the transcript" />;
  return (
    <ScrollArea h={height} type="auto" offsetScrollbars>
      <Stack component="ol" gap={2} p={0} m={0} aria-label="Transcript" className={classes.list}>
        {cues.map((cue, index) => (
          <li key={index}>
            <UnstyledButton
              ref={index === current ? active : undefined}
              className={classes.cue}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSeek(cue.startSeconds)}
            >
              <Text component="span" size="xs" c="gray.8" className={classes.time}>
                {formatMinutesSeconds(Math.floor(cue.startSeconds))}
              </Text>{' '}
              {cue.speaker && (
                <Text component="span" size="sm" fw={700}>
                  {cue.speaker}:{' '}
                </Text>
              )}
              <Text component="span" size="sm">
                {cue.text}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}
