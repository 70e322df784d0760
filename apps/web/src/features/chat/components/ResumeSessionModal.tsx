import type { ChatSession } from '@socratica/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { formatEastern } from '../../../lib/time';
import { useDismissPausedSessionMutation } from '../api/dismiss-paused-session';
import { useResumeSessionMutation } from '../api/resume-session';
import { checkResumeMinutes, suggestedResumeMinutes } from '../resume-minutes';
import { forgetPausedSession } from '../session-cache';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** What the dialog shows about the paused session, from this browser's copy or from the server. */
export interface PausedSummary {
  session_id: number;
  topic: string;
  paused_at: string;
  message_count: number;
  /** The chat time that was left when it was paused, when known: the dialog suggests it. */
  remaining_seconds?: number;
}

interface ResumeSessionModalProps {
  paused: PausedSummary;
  opened: boolean;
  onClose: () => void;
  onResumed: (session: ChatSession) => void;
  /** When given, the dialog also offers Dismiss. */
  onDismissed?: () => void;
}

/** Spec 1 §4: Resume asks how many minutes the learner has (at least 5); Dismiss stops offering the session. */
export function ResumeSessionModal({
  paused,
  opened,
  onClose,
  onResumed,
  onDismissed,
}: ResumeSessionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Resume your paused session?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ResumeForm paused={paused} onResumed={onResumed} onDismissed={onDismissed} />
    </Modal>
  );
}

function ResumeForm({ paused, onResumed, onDismissed }: Omit<ResumeSessionModalProps, 'opened' | 'onClose'>) {
  const resume = useResumeSessionMutation();
  const dismiss = useDismissPausedSessionMutation();
  const [minutes, setMinutes] = useState(() => suggestedResumeMinutes(paused.remaining_seconds));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const busy = resume.isPending || dismiss.isPending;
  const failure = resume.error ?? dismiss.error;

  function handleResume(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkResumeMinutes(minutes);
    setProblem(check.problem);
    if (check.minutes === null) return;
    dismiss.reset();
    resume.mutate(
      { sessionId: paused.session_id, minutes: check.minutes },
      {
        onSuccess(session) {
          forgetPausedSession(paused.session_id);
          onResumed(session);
        },
      },
    );
  }

  function handleDismiss() {
    resume.reset();
    const dismissed = () => {
      forgetPausedSession(paused.session_id);
      onDismissed?.();
    };
    dismiss.mutate(paused.session_id, {
      onSuccess: dismissed,
      // A session that no longer exists has nothing left to dismiss: only the browser's copy goes.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) dismissed();
      },
    });
  }

  return (
    <form onSubmit={handleResume} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {paused.topic}
          </Text>
          <Text size="sm" c="dimmed">
            Paused {formatEastern(paused.paused_at)}
            {paused.message_count > 0 &&
              ` · ${paused.message_count} ${paused.message_count === 1 ? 'message' : 'messages'}`}
          </Text>
        </Stack>
        <TextInput
          label="How many minutes do you have?"
          description="At least 5 minutes. The tutor paces the rest of the session to fit."
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          value={minutes}
          onChange={(event) => setMinutes(event.currentTarget.value)}
          error={problem !== null}
          aria-errormessage={problem ? problemId : undefined}
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              min
            </Text>
          }
        />
        {problem && <ErrorAlert id={problemId}>{problem}</ErrorAlert>}
        {failure && !(dismiss.error instanceof ApiError && dismiss.error.status === 404) && (
          <ErrorAlert>{errorText(failure)}</ErrorAlert>
        )}
        <Group justify="flex-end" gap="sm">
          {onDismissed && (
            <Button variant="default" onClick={handleDismiss} loading={dismiss.isPending} disabled={busy}>
              Dismiss
            </Button>
          )}
          <Button type="submit" loading={resume.isPending} disabled={busy}>
            Resume
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
