import { BlockedCategoryInput, type BlockedCategory } from '@socratica/contracts';
import { NativeSelect } from '@mantine/core';
import { CategoryFields } from '../../shell/CategoryFields';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../../../lib/schema-form';
import { useSaveBlockedCategory } from '../api/save-blocked-category';
import { SEVERITY_OPTIONS } from '../severity';

interface BlockedCategoryFormProps {
  /** The category edited, or null to add one. */
  category: BlockedCategory | null;
  onClose: () => void;
}

/** Spec 2 §5: the name is required and not blank; severity defaults to medium. */
export function BlockedCategoryForm({ category, onClose }: BlockedCategoryFormProps) {
  const save = useSaveBlockedCategory();
  const form = useSchemaForm(BlockedCategoryInput, {
    name: category?.name ?? '',
    description: category?.description ?? '',
    severity: category?.severity ?? 'medium',
    enabled: category?.enabled ?? true,
  });
  return (
    <RecordFormModal
      what="blocked category"
      id={category?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <CategoryFields field={form.text} enabled={form.checked('enabled')}>
        <NativeSelect label="Severity" data={SEVERITY_OPTIONS} {...form.text('severity')} />
      </CategoryFields>
    </RecordFormModal>
  );
}
