import { Button, Center, Divider, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useRssInfo } from '../api/rss-info';
import { subscribePageUrl } from '../subscribe-page-url';
import { CompatibleApps } from './CompatibleApps';
import { CopyableUrl } from './CopyableUrl';
import { HowToSubscribe } from './HowToSubscribe';
import { ResetFeedAddress } from './ResetFeedAddress';
import { SubscribeBenefits } from './SubscribeBenefits';
import { SubscribeQrCode } from './SubscribeQrCode';

const RSS_INFO_FAILED = 'Failed to load subscription information. Please try again.';

/** The podcast page's "Subscribe to Feed" tab, for signed-in listeners; its reset confirmation is a Mantine dialog. */
export function SubscribeTab() {
  return (
    <ModalsProvider>
      <Subscribe />
    </ModalsProvider>
  );
}

function Subscribe() {
  const info = useRssInfo();

  if (info.isPending) {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading subscription information…" />
      </Center>
    );
  }
  if (info.isError) {
    return (
      <ErrorAlert title={RSS_INFO_FAILED}>
        <Button size="xs" mt="xs" onClick={() => void info.refetch()} loading={info.isFetching}>
          Try Again
        </Button>
      </ErrorAlert>
    );
  }

  const { rss_feed_url, compatible_apps, listed_in_directories } = info.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Your RSS feed
            </Title>
            <CopyableUrl label="RSS feed URL" url={rss_feed_url} />
            <Text size="sm" c="gray.8">
              This address is yours alone. It carries a secret key, so keep it to yourself: whoever has it can
              listen.
            </Text>
            <Text size="sm" c="gray.8">
              The feed carries the episodes everyone hears and the ones made just for you.
            </Text>
            {!listed_in_directories && (
              <Text size="sm" c="gray.8">
                The feed is not listed in podcast directories, so searching an app will not find it: add it by
                its URL.
              </Text>
            )}
            <ResetFeedAddress />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Subscribe on your phone
            </Title>
            <SubscribeQrCode pageUrl={subscribePageUrl()} />
          </Stack>
        </Paper>
      </SimpleGrid>
      <HowToSubscribe />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CompatibleApps apps={compatible_apps} />
        <SubscribeBenefits />
      </SimpleGrid>
    </Stack>
  );
}
