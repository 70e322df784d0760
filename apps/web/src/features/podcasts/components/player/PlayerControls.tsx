import { ActionIcon, Group, NativeSelect, Slider, Stack, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward15,
  IconRewindForward30,
  IconVolume,
} from '@tabler/icons-react';
import { formatMinutesSeconds } from '../../../../lib/clock-time';
import { PLAYBACK_SPEEDS } from '../../playback-speeds';

interface PlayerControlsProps {
  playing: boolean;
  position: number;
  duration: number;
  speed: number;
  volume: number;
  onToggle: () => void;
  onBack: () => void;
  onForward: () => void;
  onSeek: (seconds: number) => void;
  onSpeed: (speed: number) => void;
  onVolume: (volume: number) => void;
}

const SPEED_OPTIONS = PLAYBACK_SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}×` }));

/** Spec 2 §2's controls: play and pause, back 15 s, forward 30 s, the seek bar, speed and volume. */
export function PlayerControls(props: PlayerControlsProps) {
  const { playing, position, duration, speed, volume } = props;
  return (
    <Stack gap="sm">
      <Slider
        thumbLabel="Seek"
        min={0}
        max={Math.max(1, Math.round(duration))}
        step={1}
        value={Math.min(Math.round(position), Math.round(duration))}
        onChange={props.onSeek}
        label={formatMinutesSeconds}
        disabled={duration === 0}
      />
      <Group justify="space-between">
        <Text size="sm" c="gray.8" aria-label="Elapsed">
          {formatMinutesSeconds(position)}
        </Text>
        <Text size="sm" c="gray.8" aria-label="Length">
          {formatMinutesSeconds(duration)}
        </Text>
      </Group>
      <Group justify="center" gap="md">
        <ActionIcon variant="subtle" size="xl" aria-label="Back 15 seconds" onClick={props.onBack}>
          <IconRewindBackward15 aria-hidden />
        </ActionIcon>
        <ActionIcon size={56} radius="xl" aria-label={playing ? 'Pause' : 'Play'} onClick={props.onToggle}>
          {playing ? (
            <IconPlayerPauseFilled size={28} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={28} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon variant="subtle" size="xl" aria-label="Forward 30 seconds" onClick={props.onForward}>
          <IconRewindForward30 aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label="Speed"
          data={SPEED_OPTIONS}
          value={String(speed)}
          onChange={(event) => props.onSpeed(Number(event.currentTarget.value))}
          w={110}
        />
        <Group gap="xs" style={{ flex: 1 }} miw={160}>
          <IconVolume size={18} aria-hidden />
          <Slider
            thumbLabel="Volume"
            min={0}
            max={100}
            value={Math.round(volume * 100)}
            onChange={(value) => props.onVolume(value / 100)}
            label={(value) => `${value}%`}
            style={{ flex: 1 }}
          />
        </Group>
      </Group>
      {/* Phones have no keyboard to speak of. */}
      <Text size="xs" c="gray.8" visibleFrom="sm">
        Keys: Space or K play and pause · J or ← back 15 s · L or → forward 30 s · [ and ] change the speed
      </Text>
    </Stack>
  );
}
