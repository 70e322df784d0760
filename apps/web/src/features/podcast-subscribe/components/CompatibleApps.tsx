import { List, Stack, Title } from '@mantine/core';
import { useId } from 'react';

/** The apps the server names as able to follow the feed. */
export function CompatibleApps({ apps }: { apps: readonly string[] }) {
  const headingId = useId();
  if (apps.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Compatible apps
      </Title>
      <List size="sm" spacing={2}>
        {apps.map((app) => (
          <List.Item key={app}>{app}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
