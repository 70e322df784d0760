import type { TopicRule } from '@socratica/contracts';
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
import { useDeleteTopicRule } from '../api/delete-topic-rule';
import { useTopicRules } from '../api/topic-rules';
import { TopicRuleForm } from './TopicRuleForm';

export function TopicRulesSection() {
  const rules = useTopicRules();
  useLoadFailureBanner(rules.error, 'topic matching rules');
  const remove = useDeleteTopicRule();
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<TopicRule | 'new' | null>(null);

  const askDelete = (rule: TopicRule) =>
    guarded.confirm({
      key: rule.id,
      title: `Delete this topic rule of "${rule.category}"?`,
      message: 'Are you sure you want to delete this rule?',
      confirmLabel: 'Delete rule',
      change: () => remove.mutateAsync(rule.id),
      failure: (error) => changeFailureText('Failed to delete topic matching rule', error),
    });

  return (
    <SectionCard
      title="Topic matching rules"
      description="Keywords in a learner's topic that lead to a video category."
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add rule
        </Button>
      }
    >
      <RecordsTable
        label="topic matching rules"
        records={rules.data?.rules}
        loading={rules.isPending}
        failed={rules.isError}
        emptyText="No topic matching rules yet."
        columns={[
          { accessor: 'category', render: ({ category }) => <Text fw={600}>{category}</Text> },
          { accessor: 'keywords', noWrap: false, render: ({ keywords }) => <TermList terms={keywords} /> },
          { accessor: 'match_type', title: 'Match' },
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
            render: (rule) => (
              <EditDeleteActions
                name={`the ${rule.category} rule “${rule.keywords.slice(0, 3).join(', ')}”`}
                onEdit={() => setEditing(rule)}
                onDelete={() => askDelete(rule)}
                disabled={guarded.disabled(rule.id)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <TopicRuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
