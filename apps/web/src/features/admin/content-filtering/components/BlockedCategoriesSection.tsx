import { Badge, Text } from '@mantine/core';
import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { useBlockedCategories } from '../api/blocked-categories';
import { useDeleteBlockedCategory } from '../api/delete-blocked-category';
import { SEVERITY_COLORS } from '../severity';
import { BlockedCategoryForm } from './BlockedCategoryForm';

export function BlockedCategoriesSection() {
  const categories = useBlockedCategories();
  return (
    <EditableRecordsSection
      title="Blocked categories"
      description="Kinds of content the tutor refuses. Each category groups its content filters and blocked videos."
      addLabel="Add category"
      what="blocked categories"
      emptyText="No blocked categories yet."
      list={{ ...categories, records: categories.data?.categories }}
      columns={[
        { accessor: 'name', render: ({ name }) => <Text fw={600}>{name}</Text> },
        {
          accessor: 'description',
          noWrap: false,
          render: ({ description }) => (
            <Text size="sm" miw={200} lineClamp={2} title={description}>
              {description}
            </Text>
          ),
        },
        {
          accessor: 'severity',
          render: ({ severity }) => (
            <Badge color={SEVERITY_COLORS[severity]} autoContrast>
              {severity}
            </Badge>
          ),
        },
        { accessor: 'filter_count', title: 'Filters', textAlign: 'right' },
        { accessor: 'enabled', title: 'Status', render: ({ enabled }) => <EnabledBadge enabled={enabled} /> },
      ]}
      rowName={(category) => category.name}
      remove={useDeleteBlockedCategory()}
      confirmation={(category) => ({
        title: `Delete the blocked category "${category.name}"?`,
        message:
          'Are you sure you want to delete this category? This will also delete all associated rules and videos.',
        confirmLabel: 'Delete category',
      })}
      deleteFailure="Failed to delete blocked category"
      form={(category, close) => <BlockedCategoryForm category={category} onClose={close} />}
    />
  );
}
