import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { opensFullScreen } from '../../../components/full-screen-dialogs';

/**
 * Spec 2 §8's alerts (Generate Now's outcome) as a dialog rather than the browser's `alert()`, which blocks the
 * page and cannot be styled; like `confirmAction`, full-screen on phones.
 */
export function showAlert({ title, message }: { title: string; message: string }) {
  const modalId = modals.open({
    title,
    centered: true,
    fullScreen: opensFullScreen(),
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)}>OK</Button>
        </Group>
      </Stack>
    ),
  });
}
