import { ChangePasswordRequest, PASSWORD_MIN_LENGTH, type AdminUser } from '@socratica/contracts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSchemaForm } from '../../../../lib/schema-form';
import { actionFailureText } from '../../shell/admin-failure-text';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { useChangeUserPasswordMutation } from '../api/change-user-password';

interface ChangePasswordModalProps {
  /** The user whose password changes; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Spec 2 §5: a new password of at least PASSWORD_MIN_LENGTH characters. Submit stays enabled, so a short
 * password is answered with why (the contract's sentence under the field), not a greyed-out button.
 */
export function ChangePasswordModal({ user, onClose }: ChangePasswordModalProps) {
  return (
    <ResponsiveModal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Change password for ${user.username}` : 'Change password'}
    >
      {user && <ChangePasswordForm key={user.id} user={user} onDone={onClose} />}
    </ResponsiveModal>
  );
}

function ChangePasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const change = useChangeUserPasswordMutation();
  const form = useSchemaForm(ChangePasswordRequest, { new_password: '' });
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const request = form.validate();
    if (request === null) return;
    setFailure(null);
    change.mutate(
      { user, newPassword: request.new_password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Password changed for ${user.username}.` });
          onDone();
        },
        onError: (failed) => {
          // Said in the dialog only: the banner behind it would say it a second time.
          setFailure(actionFailureText('Failed to change password', failed));
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      // What the server refused was the password sent; a new one makes that refusal old news.
      onChange={() => setFailure(null)}
      noValidate
      aria-label={`Change password for ${user.username}`}
    >
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          autoComplete="new-password"
          data-autofocus
          {...form.text('new_password')}
        />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
