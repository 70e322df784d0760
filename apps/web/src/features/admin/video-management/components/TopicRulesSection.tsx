import { Text } from '@mantine/core';
import { EditableRecordsSection } from '../../shell/EditableRecordsSection';
import { EnabledBadge } from '../../shell/EnabledBadge';
import { TermList } from '../../shell/TermList';
import { useDeleteTopicRule } from '../api/delete-topic-rule';
import { useTopicRules } from '../api/topic-rules';
import { TopicRuleForm } from './TopicRuleForm';

export function TopicRulesSection() {
  const rules = useTopicRules();
  return (
    <EditableRecordsSection
      title="Topic matching rules"
      description="Keywords in a learner's topic that lead to a video category."
      addLabel="Add rule"
      what="topic matching rules"
      emptyText="No topic matching rules yet."
      list={{ ...rules, records: rules.data?.rules }}
      columns={[
        { accessor: 'category', render: ({ category }) => <Text fw={600}>{category}</Text> },
        { accessor: 'keywords', noWrap: false, render: ({ keywords }) => <TermList terms={keywords} /> },
        { accessor: 'match_type', title: 'Match' },
        { accessor: 'priority', textAlign: 'right' },
        { accessor: 'enabled', title: 'Status', render: ({ enabled }) => <EnabledBadge enabled={enabled} /> },
      ]}
      rowName={(rule) => `the ${rule.category} rule “${rule.keywords.slice(0, 3).join(', ')}”`}
      remove={useDeleteTopicRule()}
      confirmation={(rule) => ({
        title: `Delete this topic rule of "${rule.category}"?`,
        message: 'Are you sure you want to delete this rule?',
        confirmLabel: 'Delete rule',
      })}
      deleteFailure="Failed to delete topic matching rule"
      form={(rule, close) => <TopicRuleForm rule={rule} onClose={close} />}
    />
  );
}
