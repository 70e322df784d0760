import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconNotes, IconPlayerPause, IconVideo, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TUTOR_PHASE_LABELS } from '../tutor-phase';
import type { ChatHeaderProps } from './ChatHeader';
import classes from './CompactChatHeader.module.css';
import { ChatTimerDisplay } from './ChatTimerDisplay';

/**
 * The chat header on phones: two short rows (topic and phase; time and the four actions as labelled icons),
 * kept under the navigation bar while the conversation scrolls, so the conversation gets most of the screen
 * and Pause or the timer are never a scroll away.
 */
export function CompactChatHeader(props: ChatHeaderProps) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} className={classes.header}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={700} truncate="end" miw={0}>
          {props.topic}
        </Text>
        <Badge size="xs" variant="outline" color="indigo.8" style={{ flex: 'none' }}>
          {TUTOR_PHASE_LABELS[props.phase]}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between" mt={4}>
        <ChatTimerDisplay
          remainingSeconds={props.remainingSeconds}
          running={props.timerRunning}
          paused={props.paused}
          compact
        />
        <Group gap={6} wrap="nowrap">
          <HeaderButton
            label="Notes"
            icon={IconNotes}
            onClick={props.onToggleNotes}
            variant={props.notesOpen ? 'light' : 'default'}
            aria-expanded={props.notesOpen}
          />
          <HeaderButton
            label="Find videos"
            icon={IconVideo}
            onClick={props.onFindVideos}
            aria-haspopup="dialog"
          />
          <HeaderButton
            label="Pause"
            icon={IconPlayerPause}
            onClick={props.onPause}
            loading={props.pausing}
            disabled={!props.canPause}
          />
          <Tooltip label="Post-assessment" events={TOOLTIP_EVENTS}>
            <ActionIcon
              size="lg"
              variant="light"
              component={Link}
              to={props.postAssessmentPath}
              aria-label="Post-assessment"
            >
              <IconClipboardCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

// Icons alone: the tooltip shows sighted users the name a screen reader reads from aria-label.
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

interface HeaderButtonProps {
  label: string;
  icon: Icon;
  onClick: () => void;
  variant?: 'default' | 'light';
  loading?: boolean;
  disabled?: boolean;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: 'dialog';
}

function HeaderButton({ label, icon: IconShown, variant = 'default', ...button }: HeaderButtonProps) {
  return (
    <Tooltip label={label} events={TOOLTIP_EVENTS}>
      <ActionIcon size="lg" variant={variant} aria-label={label} {...button}>
        <IconShown size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
