import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLoginMutation } from '../api/login';
import { useSession } from '../hooks/use-session';
import { loginFailureText } from '../login-failure-text';

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { startSession } = useSession();
  const loginMutation = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedUsername = username.trim();
    const errors: FieldErrors = {
      username: trimmedUsername ? undefined : 'Enter your username.',
      password: password ? undefined : 'Enter your password.',
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    setFailure(null);
    setSubmitting(true);
    try {
      const token = await loginMutation.mutateAsync({ username: trimmedUsername, password });
      await startSession(token.access_token);
      onSignedIn();
    } catch (error) {
      setFailure(loginFailureText(error));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Sign-in failed">
            {failure}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={fieldErrors.username}
        />
        <PasswordInput
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? 'Hide password' : 'Show password' }}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
