import { UpdateScheduleRequest, type PodcastSchedule, type ScheduleModelLabels } from '@socratica/contracts';
import { useSchemaForm } from '../../../lib/schema-form';
import { useUpdateSchedule } from '../api/update-schedule';
import { scheduleFormValues, toUpdateInput } from '../schedule-form-values';
import { ScheduleFormDialog } from './ScheduleFormDialog';

interface EditScheduleModalProps {
  schedule: PodcastSchedule;
  modelLabels: ScheduleModelLabels | undefined;
  onClose: () => void;
}

/**
 * "Edit Schedule": every field and the next run's date, which the server moves the next slot to. The status
 * is not here: only Pause and Resume change it (spec 2 §4).
 */
export function EditScheduleModal({ schedule, modelLabels, onClose }: EditScheduleModalProps) {
  const form = useSchemaForm(UpdateScheduleRequest, scheduleFormValues(schedule), toUpdateInput);
  const update = useUpdateSchedule();

  const submit = () => {
    const request = form.validate();
    if (request) update.mutate({ scheduleId: schedule.id, request }, { onSuccess: onClose });
  };

  return (
    <ScheduleFormDialog
      mode="edit"
      save={update}
      fields={form}
      modelLabels={modelLabels}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
