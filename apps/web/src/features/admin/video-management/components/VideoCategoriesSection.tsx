import { Text } from '@mantine/core';
import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { TruncatedText } from '../../shell/TruncatedText';
import { useDeleteVideoCategory } from '../api/delete-video-category';
import { useVideoCategories } from '../api/video-categories';
import { VideoCategoryForm } from './VideoCategoryForm';

/** Spec 2 §2: descriptions are cut at 50 characters. */
const DESCRIPTION_SHOWN = 50;

export function VideoCategoriesSection() {
  const categories = useVideoCategories();
  return (
    <EditableRecordsSection
      title="Video categories"
      description="Groups of curated videos that learners' topics are led to."
      addLabel="Add category"
      what="video categories"
      emptyText="No video categories yet."
      list={{ ...categories, records: categories.data?.categories }}
      columns={[
        { accessor: 'name', render: ({ name }) => <Text fw={600}>{name}</Text> },
        {
          accessor: 'description',
          render: ({ description }) => <TruncatedText text={description} max={DESCRIPTION_SHOWN} />,
        },
        { accessor: 'videos', textAlign: 'right' },
        { accessor: 'matching_rules', title: 'Rules', textAlign: 'right' },
        { accessor: 'priority', textAlign: 'right' },
        { accessor: 'enabled', title: 'Status', render: ({ enabled }) => <EnabledBadge enabled={enabled} /> },
      ]}
      rowName={(category) => category.name}
      remove={useDeleteVideoCategory()}
      confirmation={(category) => ({
        title: `Delete the video category "${category.name}"?`,
        message:
          'Are you sure you want to delete this category? This will also delete all associated rules and videos.',
        confirmLabel: 'Delete category',
      })}
      deleteFailure="Failed to delete video category"
      form={(category, close) => <VideoCategoryForm category={category} onClose={close} />}
    />
  );
}
