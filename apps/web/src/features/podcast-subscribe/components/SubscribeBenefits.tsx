import { List, Stack, Title } from '@mantine/core';

/** What following the feed gives; each line is something the feed really does (decision 022). */
export function SubscribeBenefits() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Why subscribe
      </Title>
      <List size="sm" spacing={2}>
        <List.Item>New episodes arrive in your podcast app on their own.</List.Item>
        <List.Item>Download episodes and listen offline, on your commute or away from a screen.</List.Item>
        <List.Item>Use your app’s own speeds, queue and sleep timer.</List.Item>
        <List.Item>Each episode carries its transcript, for apps that show one.</List.Item>
      </List>
    </Stack>
  );
}
