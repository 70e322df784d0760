import { Group, Stack, Text } from '@mantine/core';
import { formatClock, spokenClock } from '../clock-format';

interface ChatTimerDisplayProps {
  remainingSeconds: number;
  running: boolean;
  /** A paused session's time is set anew when it is resumed, so none is shown. */
  paused: boolean;
  /** On one line, smaller: the phone header. */
  compact?: boolean;
}

export function ChatTimerDisplay({
  remainingSeconds,
  running,
  paused,
  compact = false,
}: ChatTimerDisplayProps) {
  const over = running && remainingSeconds === 0;
  const label = paused
    ? 'Time left: paused'
    : `Time left: ${spokenClock(remainingSeconds)}${running ? '' : ', starting with the tutor’s first reply'}`;
  const Layout = compact ? Group : Stack;
  return (
    <Layout gap={compact ? 6 : 0} align={compact ? 'baseline' : 'center'}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        Time left
      </Text>
      {/* A timer is not announced on every tick; its label says the time when a screen reader reaches it. */}
      <Text
        role="timer"
        aria-label={label}
        fz={compact ? 20 : 28}
        fw={700}
        lh={1.1}
        ff="monospace"
        c={over ? 'red.9' : undefined}
      >
        {paused ? '--:--' : formatClock(remainingSeconds)}
      </Text>
      {(paused || !running) && (
        <Text size="xs" c="dimmed">
          {paused ? 'Paused' : compact ? 'Not started' : 'Starts with the tutor’s first reply'}
        </Text>
      )}
    </Layout>
  );
}
