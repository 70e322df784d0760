import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

/** Shown when a page fails to render or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  useDocumentTitle('Something went wrong · Socratica');
  return (
    <Center component="main" mih="70vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="gray.8">This page could not be shown. Reloading usually fixes it.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
