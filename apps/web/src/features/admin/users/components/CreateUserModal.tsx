import { CreateUserRequest, PASSWORD_MIN_LENGTH } from '@socratica/contracts';
import { Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSchemaForm } from '../../../../lib/schema-form';
import { actionFailureText } from '../../shell/admin-failure-text';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { useCreateUserMutation } from '../api/create-user';

interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 2 §2's Create User form, with §5's rules checked before sending. */
export function CreateUserModal({ opened, onClose }: CreateUserModalProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Create User">
      <CreateUserForm onCreated={onClose} onCancel={onClose} />
    </ResponsiveModal>
  );
}

const ROLES = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

function CreateUserForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const create = useCreateUserMutation();
  const form = useSchemaForm(CreateUserRequest, { username: '', email: '', password: '', role: 'user' });
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const request = form.validate();
    if (request === null) return;
    setFailure(null);
    create.mutate(request, {
      onSuccess: (user) => {
        notifications.show({ color: 'green', message: `User ${user.username} created.` });
        onCreated();
      },
      // The form stays open with everything typed, so the admin can correct what the server refused.
      onError: (error) => {
        // Said in the dialog only: the banner behind it would say it a second time.
        setFailure(actionFailureText('Failed to create user', error));
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      // The refusal was of what was sent: once the admin edits the form it no longer speaks of what is there.
      onChange={() => setFailure(null)}
      noValidate
      aria-label="Create User"
    >
      <Stack gap="md">
        <TextInput
          label="Username"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.text('username')}
        />
        <TextInput label="Email" type="email" required autoComplete="off" {...form.text('email')} />
        <PasswordInput
          label="Password"
          description={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          autoComplete="new-password"
          {...form.text('password')}
        />
        <NativeSelect label="Role" data={ROLES} {...form.text('role')} />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
