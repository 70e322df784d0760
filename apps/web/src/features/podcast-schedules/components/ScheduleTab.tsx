import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { PodcastSchedule } from '@socratica/contracts';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { usePodcastSchedules } from '../api/podcast-schedules';
import { useNow } from '../hooks/use-now';
import { SCHEDULE_FAILURES } from '../schedule-failure-text';
import { CreateScheduleModal } from './CreateScheduleModal';
import { EditScheduleModal } from './EditScheduleModal';
import { EmptySchedules } from './EmptySchedules';
import { ScheduleBanner, type ScheduleFailure } from './ScheduleBanner';
import { ScheduleCard } from './ScheduleCard';

interface ScheduleTabProps {
  /** D17: an admin sees every schedule with its owner, and publishes to everyone. */
  isAdmin: boolean;
  /** The header's "Create Single Podcast", which the page brings from its own feature. */
  singlePodcast: ReactNode;
}

/** Which form is open: a new schedule's or one schedule's. */
type OpenForm = { kind: 'create' } | { kind: 'edit'; schedule: PodcastSchedule } | null;

/** Spec 2 §2's Schedule tab; its confirmations and alerts are Mantine dialogs, loaded with this page. */
export function ScheduleTab(props: ScheduleTabProps) {
  return (
    <ModalsProvider>
      <Schedules {...props} />
    </ModalsProvider>
  );
}

function Schedules({ isAdmin, singlePodcast }: ScheduleTabProps) {
  const schedules = usePodcastSchedules();
  const now = useNow();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [failure, setFailure] = useState<ScheduleFailure | null>(null);
  // A failed load is reported until dismissed; a later failed reload is reported again.
  const [dismissedLoadFailure, setDismissedLoadFailure] = useState(0);
  const loadFailed = schedules.isError && dismissedLoadFailure !== schedules.errorUpdatedAt;
  const modelLabels = schedules.data?.model_labels;

  const openCreate = () => setOpenForm({ kind: 'create' });
  const closeForm = () => setOpenForm(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3">
            Podcast Schedules
          </Title>
          <Text size="sm" c="gray.8">
            {isAdmin
              ? 'You see every schedule, with its owner. An admin’s schedule publishes to everyone; a learner’s makes episodes for that learner alone.'
              : 'Episodes from your schedules are for you alone: they appear in your Latest Episodes, marked “Just for you”.'}{' '}
            All times are Eastern Time (ET).
          </Text>
        </Stack>
        <Group gap="sm">
          {singlePodcast}
          <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={openCreate}>
            Create New Schedule
          </Button>
        </Group>
      </Group>

      {failure && <ScheduleBanner failure={failure} onDismiss={() => setFailure(null)} />}
      {loadFailed && (
        <ScheduleBanner
          failure={{ text: SCHEDULE_FAILURES.load }}
          onDismiss={() => setDismissedLoadFailure(schedules.errorUpdatedAt)}
        />
      )}

      {schedules.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading schedules" />
        </Center>
      ) : !schedules.data ? (
        <Group>
          <Button variant="default" onClick={() => void schedules.refetch()}>
            Try Again
          </Button>
        </Group>
      ) : schedules.data.schedules.length === 0 ? (
        <EmptySchedules onCreate={openCreate} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {schedules.data.schedules.map((schedule) => (
            <ScheduleCard
              key={schedule.id}
              schedule={schedule}
              modelLabels={schedules.data.model_labels}
              dailyLimit={schedules.data.daily_limit}
              showOwner={isAdmin}
              now={now}
              onEdit={(chosen) => setOpenForm({ kind: 'edit', schedule: chosen })}
              onFailure={setFailure}
            />
          ))}
        </SimpleGrid>
      )}

      {openForm?.kind === 'create' && <CreateScheduleModal modelLabels={modelLabels} onClose={closeForm} />}
      {openForm?.kind === 'edit' && (
        <EditScheduleModal schedule={openForm.schedule} modelLabels={modelLabels} onClose={closeForm} />
      )}
    </Stack>
  );
}
