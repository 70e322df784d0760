import { TopicRuleInput, type MatchType, type TopicRule } from '@socratica/contracts';
import { NativeSelect, Switch, Textarea } from '@mantine/core';
import { CategorySelect } from '../../shell/CategorySelect';
import { PriorityInput, priorityInput } from '../../shell/PriorityInput';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../../../lib/schema-form';
import { useSaveTopicRule } from '../api/save-topic-rule';
import { useVideoCategories } from '../api/video-categories';
import { TOPIC_MATCH_OPTIONS } from '../topic-match-options';

interface TopicRuleValues {
  category_id: string;
  /** Comma-separated; the contract's schema trims them and drops empty ones. */
  keywords: string;
  match_type: MatchType;
  /** '' while the box is empty. */
  priority: number | string;
  enabled: boolean;
}

interface TopicRuleFormProps {
  /** The rule edited, or null to add one. */
  rule: TopicRule | null;
  onClose: () => void;
}

/** A topic rule leads learners' topics that carry its keywords to a video category. */
export function TopicRuleForm({ rule, onClose }: TopicRuleFormProps) {
  const save = useSaveTopicRule();
  const categories = useVideoCategories();
  const initial: TopicRuleValues = {
    category_id: rule ? String(rule.category_id) : '',
    keywords: rule?.keywords.join(', ') ?? '',
    match_type: rule?.match_type ?? 'any',
    priority: rule?.priority ?? 0,
    enabled: rule?.enabled ?? true,
  };
  const form = useSchemaForm(TopicRuleInput, initial, (values) => ({
    ...values,
    priority: priorityInput(values.priority),
  }));
  return (
    <RecordFormModal
      what="topic rule"
      id={rule?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <CategorySelect
        label="Video category"
        categories={categories.data?.categories}
        {...form.text('category_id')}
      />
      <Textarea
        label="Keywords"
        description="Comma-separated, for example: photosynthesis, plant cells"
        required
        autosize
        minRows={2}
        {...form.text('keywords')}
      />
      <NativeSelect label="Match type" data={TOPIC_MATCH_OPTIONS} {...form.text('match_type')} />
      <PriorityInput {...form.number('priority')} />
      <Switch label="Enabled" {...form.checked('enabled')} />
    </RecordFormModal>
  );
}
