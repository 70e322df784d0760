import { Text } from '@mantine/core';
import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { TermList } from '../../shell/TermList';
import { useContentFilters } from '../api/content-filters';
import { useDeleteContentFilter } from '../api/delete-content-filter';
import { ContentFilterForm } from './ContentFilterForm';

export function ContentFiltersSection() {
  const filters = useContentFilters();
  return (
    <EditableRecordsSection
      title="Content filters"
      description="Keywords and phrases that trip a blocked category in learners' chat messages."
      addLabel="Add filter"
      what="content filters"
      emptyText="No content filters yet."
      list={{ ...filters, records: filters.data?.filters }}
      columns={[
        {
          accessor: 'category_name',
          title: 'Category',
          render: ({ category_name }) => <Text fw={600}>{category_name}</Text>,
        },
        { accessor: 'keywords', noWrap: false, render: ({ keywords }) => <TermList terms={keywords} /> },
        { accessor: 'phrases', noWrap: false, render: ({ phrases }) => <TermList terms={phrases} /> },
        { accessor: 'match_type', title: 'Match' },
        {
          accessor: 'case_sensitive',
          title: 'Case sensitive',
          render: ({ case_sensitive }) => (case_sensitive ? 'Yes' : 'No'),
        },
        { accessor: 'enabled', title: 'Status', render: ({ enabled }) => <EnabledBadge enabled={enabled} /> },
      ]}
      rowName={(filter) => `the ${filter.category_name} filter “${filter.keywords.slice(0, 3).join(', ')}”`}
      remove={useDeleteContentFilter()}
      confirmation={(filter) => ({
        title: `Delete this filter of "${filter.category_name}"?`,
        message: 'Are you sure you want to delete this filter?',
        confirmLabel: 'Delete filter',
      })}
      deleteFailure="Failed to delete content filter"
      form={(filter, close) => <ContentFilterForm filter={filter} onClose={close} />}
    />
  );
}
