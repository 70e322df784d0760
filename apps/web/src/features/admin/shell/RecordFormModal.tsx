import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { SaveRequest } from './record-mutations';
import { changeFailureText } from './report-load-failure';
import { useFullScreenDialogs } from './use-full-screen-dialogs';

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
  const fullScreen = useFullScreenDialogs();
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
    <Modal
      opened
      onClose={onClose}
      title={title}
      fullScreen={fullScreen}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          {save.error && (
            <ErrorAlert>
              {changeFailureText(`Failed to ${editing ? 'update' : 'create'} ${what}`, save.error)}
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
    </Modal>
  );
}
