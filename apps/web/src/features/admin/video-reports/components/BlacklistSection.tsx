import type { BlacklistEntry } from '@socratica/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { formatEastern } from '../../../../lib/time';
import { useGuardedChange } from '../../shell/guarded-change';
import { AdminTable } from '../../shell/AdminTable';
import { SectionCard } from '../../shell/SectionCard';
import { actionFailureText, useLoadFailureBanner } from '../../shell/admin-failure-text';
import { useBlacklist } from '../api/blacklist';
import { useRemoveBlacklistEntry } from '../api/remove-blacklist-entry';

export function BlacklistSection() {
  const blacklist = useBlacklist();
  useLoadFailureBanner('blacklisted videos', blacklist.error);
  const remove = useRemoveBlacklistEntry();
  const guarded = useGuardedChange();

  const askRemove = (entry: BlacklistEntry) =>
    guarded.confirm({
      key: entry.id,
      title: `Take "${entry.title}" off the blacklist?`,
      message: `Learners' video searches may show this ${entry.blacklist_type} again.`,
      confirmLabel: 'Remove',
      change: () => remove.mutateAsync(entry.id),
      failure: (error) => actionFailureText('Failed to remove from the blacklist', error),
    });

  return (
    <SectionCard
      title="Blacklisted videos"
      description="Videos and channels that video search never suggests."
    >
      <AdminTable
        label="Blacklisted videos"
        records={blacklist.data?.blacklist}
        query={blacklist}
        emptyText="Nothing is blacklisted."
        columns={[
          {
            accessor: 'blacklist_type',
            title: 'Type',
            render: ({ blacklist_type }) => (
              <Badge color={blacklist_type === 'channel' ? 'grape.9' : 'gray.7'}>{blacklist_type}</Badge>
            ),
          },
          {
            accessor: 'title',
            render: ({ title }) => (
              <Text size="sm" maw={320} truncate="end" title={title}>
                {title}
              </Text>
            ),
          },
          {
            accessor: 'video_id',
            title: 'Video or channel id',
            noWrap: true,
            render: ({ video_id, channel_id }) => video_id ?? channel_id,
          },
          { accessor: 'blacklisted_by', title: 'By', render: ({ blacklisted_by }) => blacklisted_by ?? '—' },
          {
            accessor: 'created_at',
            title: 'Since',
            noWrap: true,
            render: ({ created_at }) => formatEastern(created_at),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (entry) => (
              <Button
                size="xs"
                variant="default"
                aria-label={`Remove ${entry.title}`}
                disabled={guarded.disabled(entry.id)}
                onClick={() => askRemove(entry)}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
