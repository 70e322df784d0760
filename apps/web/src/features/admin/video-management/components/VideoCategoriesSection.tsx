import type { VideoCategory } from '@socratica/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../shell/EditDeleteActions';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { useGuardedChange } from '../../shell/guarded-change';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { changeFailureText, useLoadFailureBanner } from '../../shell/report-load-failure';
import { TruncatedText } from '../../shell/TruncatedText';
import { useDeleteVideoCategory } from '../api/delete-video-category';
import { useVideoCategories } from '../api/video-categories';
import { VideoCategoryForm } from './VideoCategoryForm';

/** Spec 2 §2: descriptions are cut at 50 characters. */
const DESCRIPTION_SHOWN = 50;

export function VideoCategoriesSection() {
  const categories = useVideoCategories();
  useLoadFailureBanner(categories.error, 'video categories');
  const remove = useDeleteVideoCategory();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<VideoCategory | 'new' | null>(null);

  const askDelete = (category: VideoCategory) =>
    guarded.confirm({
      key: category.id,
      title: `Delete the video category "${category.name}"?`,
      message:
        'Are you sure you want to delete this category? This will also delete all associated rules and videos.',
      confirmLabel: 'Delete category',
      change: () => remove.mutateAsync(category.id),
      failure: (error) => changeFailureText('Failed to delete video category', error),
    });

  return (
    <SectionCard
      title="Video categories"
      description="Groups of curated videos that learners' topics are led to."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add category
        </Button>
      }
    >
      <RecordsTable
        label="video categories"
        records={categories.data?.categories}
        loading={categories.isPending}
        failed={categories.isError}
        emptyText="No video categories yet."
        columns={[
          { accessor: 'name', render: ({ name }) => <Text fw={600}>{name}</Text> },
          {
            accessor: 'description',
            render: ({ description }) => <TruncatedText text={description} max={DESCRIPTION_SHOWN} />,
          },
          { accessor: 'videos', textAlign: 'right' },
          { accessor: 'matching_rules', title: 'Rules', textAlign: 'right' },
          { accessor: 'priority', textAlign: 'right' },
          {
            accessor: 'enabled',
            title: 'Status',
            render: ({ enabled }) => <EnabledBadge enabled={enabled} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (category) => (
              <EditDeleteActions
                name={category.name}
                onEdit={() => setEditing(category)}
                onDelete={() => askDelete(category)}
                disabled={guarded.disabled(category.id)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <VideoCategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
