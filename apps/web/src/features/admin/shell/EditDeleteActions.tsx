import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteActionsProps {
  /** Names the row in the buttons' labels: 'Edit "Violence"'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While another change runs. */
  disabled?: boolean;
}

/** A row's edit and delete buttons, each labelled with the row it acts on. */
export function EditDeleteActions({ name, onEdit, onDelete, disabled }: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit" withinPortal>
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
          disabled={disabled}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
