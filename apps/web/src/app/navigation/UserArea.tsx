import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';

interface UserAreaProps {
  username: string | null;
  signingOut: boolean;
  onSignOut: () => void;
}

export function UserArea({ username, signingOut, onSignOut }: UserAreaProps) {
  if (username === null) {
    return (
      <Button component={Link} to="/login" variant="default" size="sm">
        Login
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={500} c="gray.8" truncate="end" maw={220}>
        Welcome, {username}
      </Text>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={signingOut}
        onClick={onSignOut}
      >
        Logout
      </Button>
    </Group>
  );
}
