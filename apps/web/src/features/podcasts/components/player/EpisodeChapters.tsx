import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import type { EpisodeChapter } from '@socratica/contracts';
import { useState } from 'react';
import { formatMinutesSeconds } from '../../../../lib/clock-time';

interface EpisodeChaptersProps {
  chapters: EpisodeChapter[];
  position: number;
  onSeek: (seconds: number) => void;
}

/** The chapter playing at `position`: the last that starts at or before it. */
function chapterAt(chapters: EpisodeChapter[], position: number): number {
  let current = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.start_seconds <= position + 0.05) current = index;
  });
  return current;
}

/**
 * Issue 39: the episode's sections with where each starts, the same chapters a podcast app reads from the
 * feed. Choosing one plays from its start; the one playing is marked. Episodes published before chapters
 * were kept have none, and show nothing.
 */
export function EpisodeChapters({ chapters, position, onSeek }: EpisodeChaptersProps) {
  const [open, setOpen] = useState(false);
  if (chapters.length === 0) return null;
  const current = chapterAt(chapters, position);
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant={open ? 'light' : 'default'}
        leftSection={<IconListNumbers size={16} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={{ alignSelf: 'flex-start' }}
      >
        Chapters ({chapters.length})
      </Button>
      {open && (
        <Stack
          component="ol"
          gap={2}
          aria-label="Chapters"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {chapters.map((chapter, index) => (
            <li key={`${chapter.start_seconds}-${chapter.title}`}>
              <UnstyledButton
                onClick={() => onSeek(chapter.start_seconds)}
                aria-current={index === current ? 'true' : undefined}
                aria-label={`Play from ${formatMinutesSeconds(chapter.start_seconds)}: ${chapter.title}`}
                px="xs"
                py={4}
                w="100%"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: index === current ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <Text size="sm" fw={index === current ? 700 : 400}>
                  <Text component="span" ff="monospace" c="gray.8" mr="sm">
                    {formatMinutesSeconds(chapter.start_seconds)}
                  </Text>
                  {chapter.title}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
