import { List, Stack, Text, Title } from '@mantine/core';

/** How each kind of app takes a feed by its address (spec 2 §2's instructions). */
export function HowToSubscribe() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        How to subscribe
      </Title>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Apple Podcasts
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            On iPhone or iPad: open the Library tab, tap the ⋯ button, choose “Follow a Show by URL”, paste
            the feed URL and tap Follow.
          </List.Item>
          <List.Item>
            On a Mac: choose File → Follow a Show by URL, paste the feed URL and click Follow.
          </List.Item>
        </List>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Spotify
        </Title>
        <Text size="sm">
          Spotify cannot add a show from its feed URL. A show reaches Spotify only when its owner submits the
          feed through Spotify for Podcasters (now Spotify for Creators), so use one of the other apps.
        </Text>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Pocket Casts, Overcast, AntennaPod and other apps
        </Title>
        <Text size="sm">
          Look for “Add podcast by URL” (the words differ a little from app to app), paste the feed URL and
          confirm.
        </Text>
      </Stack>
    </Stack>
  );
}
