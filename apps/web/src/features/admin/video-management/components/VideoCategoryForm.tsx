import { VideoCategoryInput, type VideoCategory } from '@socratica/contracts';
import { CategoryFields } from '../../shell/CategoryFields';
import { PriorityInput, priorityInput } from '../../shell/PriorityInput';
import { RecordFormModal } from '../../shell/RecordFormModal';
import { useSchemaForm } from '../../../../lib/schema-form';
import { useSaveVideoCategory } from '../api/save-video-category';

interface VideoCategoryValues {
  name: string;
  description: string;
  /** '' while the box is empty. */
  priority: number | string;
  enabled: boolean;
}

interface VideoCategoryFormProps {
  /** The category edited, or null to add one. */
  category: VideoCategory | null;
  onClose: () => void;
}

export function VideoCategoryForm({ category, onClose }: VideoCategoryFormProps) {
  const save = useSaveVideoCategory();
  const initial: VideoCategoryValues = {
    name: category?.name ?? '',
    description: category?.description ?? '',
    priority: category?.priority ?? 0,
    enabled: category?.enabled ?? true,
  };
  const form = useSchemaForm(VideoCategoryInput, initial, (values) => ({
    ...values,
    priority: priorityInput(values.priority),
  }));
  return (
    <RecordFormModal
      what="video category"
      id={category?.id ?? null}
      validate={form.validate}
      save={save}
      onClose={onClose}
    >
      <CategoryFields field={form.text} enabled={form.checked('enabled')}>
        <PriorityInput {...form.number('priority')} />
      </CategoryFields>
    </RecordFormModal>
  );
}
