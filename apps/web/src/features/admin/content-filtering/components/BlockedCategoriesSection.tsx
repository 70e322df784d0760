import type { BlockedCategory } from '@socratica/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../shell/EditDeleteActions';
import { useGuardedChange } from '../../shell/guarded-change';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { changeFailureText, useLoadFailureBanner } from '../../shell/report-load-failure';
import { useBlockedCategories } from '../api/blocked-categories';
import { useDeleteBlockedCategory } from '../api/delete-blocked-category';
import { SEVERITY_COLORS } from '../severity';
import { BlockedCategoryForm } from './BlockedCategoryForm';
import { EnabledBadge } from '../../shell/EnabledBadge';

export function BlockedCategoriesSection() {
  const categories = useBlockedCategories();
  useLoadFailureBanner(categories.error, 'blocked categories');
  const remove = useDeleteBlockedCategory();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<BlockedCategory | 'new' | null>(null);

  const askDelete = (category: BlockedCategory) =>
    guarded.confirm({
      key: category.id,
      title: `Delete the blocked category "${category.name}"?`,
      message:
        'Are you sure you want to delete this category? This will also delete all associated rules and videos.',
      confirmLabel: 'Delete category',
      change: () => remove.mutateAsync(category.id),
      failure: (error) => changeFailureText('Failed to delete blocked category', error),
    });

  return (
    <SectionCard
      title="Blocked categories"
      description="Kinds of content the tutor refuses. Each category groups its content filters and blocked videos."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add category
        </Button>
      }
    >
      <RecordsTable
        label="blocked categories"
        records={categories.data?.categories}
        loading={categories.isPending}
        failed={categories.isError}
        emptyText="No blocked categories yet."
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
        <BlockedCategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
