import { ContentFilterInput, type ContentFilter } from '@socratica/contracts';
import { Checkbox, Group, NativeSelect, Switch, Textarea } from '@mantine/core';
import { CategorySelect } from '../../shell/CategorySelect';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../../../lib/schema-form';
import { useBlockedCategories } from '../api/blocked-categories';
import { useSaveContentFilter } from '../api/save-content-filter';
import { MATCH_TYPE_OPTIONS } from '../match-type-options';

interface ContentFilterFormProps {
  /** The filter edited, or null to add one. */
  filter: ContentFilter | null;
  onClose: () => void;
}

/**
 * Spec 2 §5: a category and at least one keyword; keywords and phrases are comma-separated, each trimmed,
 * empty ones dropped (the contract's schema does the splitting, as the server does).
 */
export function ContentFilterForm({ filter, onClose }: ContentFilterFormProps) {
  const save = useSaveContentFilter();
  const categories = useBlockedCategories();
  const form = useSchemaForm(ContentFilterInput, {
    blocked_category_id: filter ? String(filter.blocked_category_id) : '',
    keywords: filter?.keywords.join(', ') ?? '',
    phrases: filter?.phrases.join(', ') ?? '',
    match_type: filter?.match_type ?? 'any',
    case_sensitive: filter?.case_sensitive ?? false,
    enabled: filter?.enabled ?? true,
  });
  return (
    <RecordFormModal
      what="content filter"
      id={filter?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <CategorySelect
        label="Blocked category"
        categories={categories.data?.categories}
        {...form.text('blocked_category_id')}
      />
      <Textarea
        label="Keywords"
        description="Comma-separated, for example: cheat, answer key"
        required
        autosize
        minRows={2}
        {...form.text('keywords')}
      />
      <Textarea
        label="Phrases"
        description="Optional, comma-separated"
        autosize
        minRows={2}
        {...form.text('phrases')}
      />
      <NativeSelect label="Match type" data={MATCH_TYPE_OPTIONS} {...form.text('match_type')} />
      <Group gap="lg">
        <Checkbox label="Case sensitive" {...form.checked('case_sensitive')} />
        <Switch label="Enabled" {...form.checked('enabled')} />
      </Group>
    </RecordFormModal>
  );
}
