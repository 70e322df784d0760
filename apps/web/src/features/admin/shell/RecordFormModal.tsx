import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { SaveRequest } from './record-mutations';
import { actionFailureText } from './admin-failure-text';
import { ResponsiveModal } from '../../../components/ResponsiveModal';

interface RecordFormModalProps<Input> {
  /** What the form edits, in lower case: 'blocked category'. */
  what: string;
  /** The record edited, or null to create one. */
  id: number | null;
  /** The form's parsed input, or null when a field refused its value (the field then says why). */
  validate: () => Input | null;
  save: UseMutationResult<unknown, Error, SaveRequest<Input>>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A create or edit form in a dialog (full screen on phones). A refused save keeps the dialog open with
 * everything typed, and shows the spec's sentence with the server's detail.
 */
export function RecordFormModal<Input>({
  what,
  id,
  validate,
  save,
  onClose,
  children,
}: RecordFormModalProps<Input>) {
  const editing = id !== null;
  const title = `${editing ? 'Edit' : 'Add'} ${what}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = validate();
    if (input === null) return;
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `The ${what} was ${editing ? 'saved' : 'added'}.` });
          onClose();
        },
      },
    );
  };

  return (
    <ResponsiveModal opened onClose={onClose} title={title} size="lg">
      <form
        onSubmit={submit}
        // The refusal was of what was sent: once a field changes it no longer speaks of what is there. A save
        // in flight is left alone, so its pending state still guards against a second submit.
        onChange={() => {
          if (save.isError) save.reset();
        }}
        noValidate
        aria-label={title}
      >
        <Stack gap="sm">
          {children}
          {save.error && (
            <ErrorAlert>
              {actionFailureText(`Failed to ${editing ? 'update' : 'create'} ${what}`, save.error)}
            </ErrorAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save changes' : title}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
