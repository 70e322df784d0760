import { Button, Group, Text } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { confirmAction } from '../../../components/act-once';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorText } from '../../../lib/api-error';
import { useResetFeed } from '../api/reset-feed';

const RESET_FEED_FAILED = 'Your feed address could not be reset.';
const RESET_FEED_DONE = 'Your feed has a new address. Add it to your podcast apps again.';

/**
 * "Reset my feed address" (decision 035), for an address that reached someone it should not have. The
 * old address then answers 410 Gone, so the dialog says first that apps using it stop updating.
 */
export function ResetFeedAddress() {
  const reset = useResetFeed();
  const [done, setDone] = useState(false);
  // Set at the confirm itself: a second confirmation can come before the button turns busy.
  const resetting = useRef(false);

  function resetNow() {
    if (resetting.current) return;
    resetting.current = true;
    setDone(false);
    reset.mutate(undefined, {
      onSettled: () => {
        resetting.current = false;
      },
      onSuccess: () => setDone(true),
    });
  }

  const askReset = () =>
    confirmAction({
      title: 'Reset your feed address?',
      message:
        'Podcast apps that use your current address stop updating: it will answer that the feed is gone. You get a new address, which you add to your apps again.',
      confirmLabel: 'Reset address',
      destructive: true,
      onConfirm: resetNow,
    });

  return (
    <div>
      <Group>
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          leftSection={<IconRefreshAlert size={16} aria-hidden />}
          loading={reset.isPending}
          onClick={askReset}
        >
          Reset my feed address
        </Button>
      </Group>
      <Text role="status" size="sm" c="green.9" mt={4}>
        {done ? RESET_FEED_DONE : ''}
      </Text>
      {reset.isError && (
        <ErrorAlert title={RESET_FEED_FAILED} mt="xs">
          {errorText(reset.error)}
        </ErrorAlert>
      )}
    </div>
  );
}
