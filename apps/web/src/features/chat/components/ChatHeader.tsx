import type { Difficulty, TutorPhase } from '@socratica/contracts';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconClipboardCheck, IconNotes, IconPlayerPause, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/DifficultyBadge';
import { TUTOR_PHASE_LABELS } from '../tutor-phase';
import { ChatTimerDisplay } from './ChatTimerDisplay';
import { PostAssessmentGate } from './PostAssessmentGate';

export interface ChatHeaderProps {
  topic: string;
  difficulty: Difficulty | null;
  phase: TutorPhase;
  remainingSeconds: number;
  timerRunning: boolean;
  paused: boolean;
  postAssessmentPath: string;
  notesOpen: boolean;
  /** The id of the notes column, when it is on the page (not in a drawer). */
  notesPanelId?: string;
  onToggleNotes: () => void;
  /** Opens the video-search dialog. */
  onFindVideos: () => void;
  onPause: () => void;
  pausing: boolean;
  /** Pausing waits for the tutor to finish, and a paused session cannot pause again. */
  canPause: boolean;
}

export function ChatHeader(props: ChatHeaderProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={6} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {props.topic}
          </Title>
          <Group gap="xs">
            <DifficultyBadge level={props.difficulty} size="sm" />
            <Badge size="sm" variant="outline" color="indigo.8">
              Phase: {TUTOR_PHASE_LABELS[props.phase]}
            </Badge>
          </Group>
        </Stack>
        <ChatTimerDisplay
          remainingSeconds={props.remainingSeconds}
          running={props.timerRunning}
          paused={props.paused}
        />
        <Group gap="xs" style={{ flex: '1 1 auto' }} justify="flex-end">
          <Button
            variant={props.notesOpen ? 'light' : 'default'}
            leftSection={<IconNotes size={18} aria-hidden />}
            onClick={props.onToggleNotes}
            aria-expanded={props.notesOpen}
            aria-controls={props.notesOpen ? props.notesPanelId : undefined}
          >
            Notes
          </Button>
          <Button
            variant="default"
            leftSection={<IconVideo size={18} aria-hidden />}
            onClick={props.onFindVideos}
            aria-haspopup="dialog"
          >
            Find videos
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={18} aria-hidden />}
            onClick={props.onPause}
            loading={props.pausing}
            disabled={!props.canPause}
          >
            Pause
          </Button>
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
                leftSection={<IconClipboardCheck size={18} aria-hidden />}
              >
                Post-assessment
              </Button>
            )}
          </PostAssessmentGate>
        </Group>
      </Group>
    </Paper>
  );
}
