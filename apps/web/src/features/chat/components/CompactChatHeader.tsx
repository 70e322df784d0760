import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconClipboardCheck, IconNotes, IconPlayerPause, IconVideo, type Icon } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { TUTOR_PHASE_LABELS } from '../tutor-phase';
import type { ChatHeaderProps } from './ChatHeader';
import classes from './CompactChatHeader.module.css';
import { ChatTimerDisplay } from './ChatTimerDisplay';
import { PostAssessmentGate } from './PostAssessmentGate';

/**
 * The chat header on phones: the topic and phase, the time left, and the four actions, each an icon over its
 * name (a tooltip cannot be hovered on a phone), kept under the navigation bar while the conversation scrolls,
 * so Pause and the timer are never a scroll away.
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
      <ChatTimerDisplay
        remainingSeconds={props.remainingSeconds}
        running={props.timerRunning}
        paused={props.paused}
        compact
      />
      <div className={classes.actions}>
        <HeaderAction
          label="Notes"
          icon={IconNotes}
          onClick={props.onToggleNotes}
          variant={props.notesOpen ? 'light' : 'default'}
          aria-expanded={props.notesOpen}
        />
        <HeaderAction
          label="Find videos"
          icon={IconVideo}
          onClick={props.onFindVideos}
          aria-haspopup="dialog"
        />
        <HeaderAction
          label="Pause"
          icon={IconPlayerPause}
          onClick={props.onPause}
          loading={props.pausing}
          disabled={!props.canPause}
        />
        <PostAssessmentGate
          postAssessmentPath={props.postAssessmentPath}
          remainingSeconds={props.remainingSeconds}
        >
          {(onClick) => (
            <Button
              component={Link}
              to={props.postAssessmentPath}
              onClick={onClick}
              variant="light"
              classNames={{ root: classes.action, label: classes.actionLabel }}
            >
              <IconClipboardCheck size={18} aria-hidden />
              Post-assessment
            </Button>
          )}
        </PostAssessmentGate>
      </div>
    </Paper>
  );
}

interface HeaderActionProps extends Pick<
  ComponentPropsWithoutRef<'button'>,
  'onClick' | 'disabled' | 'aria-expanded' | 'aria-haspopup'
> {
  label: string;
  icon: Icon;
  variant?: 'default' | 'light';
  loading?: boolean;
}

function HeaderAction({ label, icon: IconShown, variant = 'default', ...button }: HeaderActionProps) {
  return (
    <Button variant={variant} classNames={{ root: classes.action, label: classes.actionLabel }} {...button}>
      <IconShown size={18} aria-hidden />
      {label}
    </Button>
  );
}
