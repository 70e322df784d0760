import { CreateScheduleRequest, type ScheduleModelLabels } from '@socratica/contracts';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCreateSchedule } from '../api/create-schedule';
import { NEW_SCHEDULE_VALUES, toCreateInput } from '../schedule-form-values';
import { ScheduleFormDialog } from './ScheduleFormDialog';

interface CreateScheduleModalProps {
  modelLabels: ScheduleModelLabels | undefined;
  onClose: () => void;
}

/** "Create New Schedule": checked by the contract's own rules, then sent; the list reloads once it is made. */
export function CreateScheduleModal({ modelLabels, onClose }: CreateScheduleModalProps) {
  const form = useSchemaForm(CreateScheduleRequest, NEW_SCHEDULE_VALUES, toCreateInput);
  const create = useCreateSchedule();

  const submit = () => {
    const request = form.validate();
    if (request) create.mutate(request, { onSuccess: onClose });
  };

  return (
    <ScheduleFormDialog
      mode="create"
      save={create}
      fields={form}
      modelLabels={modelLabels}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
