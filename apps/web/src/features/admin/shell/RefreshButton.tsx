import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** The tabs' Refresh (spec 2 §2): reloads the tab's data, showing a spinner until the answer comes. */
export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={refreshing}
      onClick={onRefresh}
    >
      Refresh
    </Button>
  );
}
