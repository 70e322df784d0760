import { Button, Group, Loader, Stack, Textarea } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { VIDEO_REPORT_COMMENT_MAX_LENGTH } from '../video-limits';
import { REPORT_REASON_MISSING } from '../video-messages';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface ReportVideoFormProps {
  id: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  sending: boolean;
  /** Why the last report failed, in the spec's words. */
  failure: string | null;
}

/** Spec 1 §5: a report needs a reason; a blank one is refused here before the server refuses it too. */
export function ReportVideoForm({ id, onSubmit, onCancel, sending, failure }: ReportVideoFormProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();
  const problem = missing ? REPORT_REASON_MISSING : failure;

  useEffect(() => input.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const text = reason.trim();
    setMissing(text === '');
    if (text === '') {
      input.current?.focus();
      return;
    }
    onSubmit(text);
  }

  return (
    <form id={id} onSubmit={handleSubmit} noValidate aria-label="Report this video">
      <Stack gap="sm">
        <Textarea
          ref={input}
          label="Why are you reporting this video?"
          description="For example: off topic, misleading, or not suitable. An admin reads every report."
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={VIDEO_REPORT_COMMENT_MAX_LENGTH}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (missing && event.currentTarget.value.trim()) setMissing(false);
          }}
          error={missing}
          aria-errormessage={problem ? problemId : undefined}
        />
        {problem && <ErrorAlert id={problemId}>{problem}</ErrorAlert>}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {/* Busy, not disabled: a disabled button would drop the keyboard focus while the report is sent. */}
          <Button
            type="submit"
            color="red"
            leftSection={sending ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
            data-disabled={sending || undefined}
            aria-disabled={sending}
          >
            {sending ? 'Sending report…' : 'Send report'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
