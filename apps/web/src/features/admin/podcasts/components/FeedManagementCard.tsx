import { Button, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useRef } from 'react';
import { useAdminBanner } from '../../shell/admin-banner';
import { actionFailureText } from '../../shell/admin-failure-text';
import { confirmAction } from '../../../../components/act-once';
import { LoadFailed } from '../../shell/LoadFailed';
import { SectionCard } from '../../shell/SectionCard';
import { useFeedListingMutation } from '../api/feed-listing';
import { useRotateFeedMutation, useRssInfoQuery } from '../api/rss-info';

/**
 * Spec 2 §2's Feed Management. Every user has their own secret feed address (decision 035); this card shows
 * the admin's own, and "Rotate for everyone" retires every address at once. Each old address answers 410
 * Gone, never a redirect that would hand the new secret to whoever held the old one.
 */
export function FeedManagementCard() {
  const info = useRssInfoQuery();
  const rotate = useRotateFeedMutation();
  const listing = useFeedListingMutation();
  const banner = useAdminBanner();
  // Set at the confirm itself: a second confirmation can come before the button turns busy.
  const rotating = useRef(false);

  function rotateFeed() {
    if (rotating.current) return;
    rotating.current = true;
    rotate.mutate(undefined, {
      onSettled: () => {
        rotating.current = false;
      },
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: 'Every feed address was retired. Each user gets a new one on their Subscribe tab.',
        }),
      onError: (error) => banner.show(actionFailureText('Feed rotation failed', error)),
    });
  }

  const askRotate = () =>
    confirmAction({
      title: 'Retire every user’s feed address?',
      message:
        'This retires every user’s feed address at once, yours included, and the shared address directories list. Every podcast app subscribed with an old address stops getting episodes: the old URL will stop working (it answers 410 Gone), and each user must subscribe again with the new address shown on their Subscribe tab.',
      confirmLabel: 'Rotate for everyone',
      destructive: true,
      onConfirm: rotateFeed,
    });

  return (
    <SectionCard
      title="Feed Management"
      description="Every user has their own secret feed address, with the shared episodes and their own. This one is yours; a listed feed shows a shared address without anyone’s own episodes on the public subscribe page."
    >
      {info.data ? (
        <Stack gap="sm">
          <TextInput label="Your RSS feed URL" value={info.data.rss_feed_url} readOnly onFocus={selectAll} />
          <Switch
            label="List in podcast directories"
            // Mantine's label wraps the description too; the name is the label alone, the description describes.
            aria-label="List in podcast directories"
            description="Off: the feed asks Apple Podcasts and other directories not to list it (itunes:block)."
            checked={listing.isPending ? listing.variables : info.data.listed_in_directories}
            disabled={listing.isPending}
            onChange={(event) =>
              listing.mutate(event.currentTarget.checked, {
                onError: (error) => banner.show(actionFailureText('Feed listing change failed', error)),
              })
            }
          />
          <Group>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconRefreshAlert size={16} aria-hidden />}
              loading={rotate.isPending}
              onClick={askRotate}
            >
              Rotate for everyone
            </Button>
          </Group>
        </Stack>
      ) : info.isError ? (
        <LoadFailed
          what="RSS feed information"
          retrying={info.isFetching}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading RSS feed information…" />
      )}
    </SectionCard>
  );
}

function selectAll(event: { currentTarget: HTMLInputElement }) {
  event.currentTarget.select();
}
