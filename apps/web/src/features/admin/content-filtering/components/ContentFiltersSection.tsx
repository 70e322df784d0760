import type { ContentFilter } from '@socratica/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../shell/EditDeleteActions';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { useGuardedChange } from '../../shell/guarded-change';
import { RecordsTable } from '../../shell/RecordsTable';
import { SectionCard } from '../../shell/SectionCard';
import { changeFailureText, useLoadFailureBanner } from '../../shell/report-load-failure';
import { TermList } from '../../shell/TermList';
import { useContentFilters } from '../api/content-filters';
import { useDeleteContentFilter } from '../api/delete-content-filter';
import { ContentFilterForm } from './ContentFilterForm';

export function ContentFiltersSection() {
  const filters = useContentFilters();
  useLoadFailureBanner(filters.error, 'content filters');
  const remove = useDeleteContentFilter();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<ContentFilter | 'new' | null>(null);

  const askDelete = (filter: ContentFilter) =>
    guarded.confirm({
      key: filter.id,
      title: `Delete this filter of "${filter.category_name}"?`,
      message: 'Are you sure you want to delete this filter?',
      confirmLabel: 'Delete filter',
      change: () => remove.mutateAsync(filter.id),
      failure: (error) => changeFailureText('Failed to delete content filter', error),
    });

  return (
    <SectionCard
      title="Content filters"
      description="Keywords and phrases that trip a blocked category in learners' chat messages."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add filter
        </Button>
      }
    >
      <RecordsTable
        label="content filters"
        records={filters.data?.filters}
        loading={filters.isPending}
        failed={filters.isError}
        emptyText="No content filters yet."
        columns={[
          {
            accessor: 'category_name',
            title: 'Category',
            render: (f) => <Text fw={600}>{f.category_name}</Text>,
          },
          { accessor: 'keywords', noWrap: false, render: ({ keywords }) => <TermList terms={keywords} /> },
          { accessor: 'phrases', noWrap: false, render: ({ phrases }) => <TermList terms={phrases} /> },
          { accessor: 'match_type', title: 'Match' },
          {
            accessor: 'case_sensitive',
            title: 'Case sensitive',
            render: ({ case_sensitive }) => (case_sensitive ? 'Yes' : 'No'),
          },
          {
            accessor: 'enabled',
            title: 'Status',
            render: ({ enabled }) => <EnabledBadge enabled={enabled} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (filter) => (
              <EditDeleteActions
                name={`the ${filter.category_name} filter “${filter.keywords.slice(0, 3).join(', ')}”`}
                onEdit={() => setEditing(filter)}
                onDelete={() => askDelete(filter)}
                disabled={guarded.disabled(filter.id)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ContentFilterForm filter={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
