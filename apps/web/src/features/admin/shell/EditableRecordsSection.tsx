import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState, type ReactNode } from 'react';
import { AdminTable } from './AdminTable';
import { EditDeleteActions } from './EditDeleteActions';
import { useGuardedChange } from './guarded-change';
import { actionFailureText, useLoadFailureBanner } from './admin-failure-text';
import { SectionCard } from './SectionCard';

interface EditableRecordsSectionProps<T extends { id: number }> {
  title: string;
  description: string;
  addLabel: string;
  /** The records' name in lower-case plural, as the spec's texts use it: 'blocked categories'. */
  what: string;
  emptyText: string;
  /** The list's query, with its rows. */
  list: Pick<UseQueryResult, 'isFetching' | 'isError' | 'error' | 'refetch'> & { records: T[] | undefined };
  /** Every column but the actions. */
  columns: DataTableColumn<T>[];
  /** Names a row in its buttons' labels. */
  rowName: (record: T) => string;
  remove: UseMutationResult<unknown, Error, number>;
  /** The delete confirmation, in the spec's words where it has them. */
  confirmation: (record: T) => { title: string; message: string; confirmLabel: string };
  /** 'Failed to delete blocked category', followed by the server's detail. */
  deleteFailure: string;
  /** The create (null) or edit form, shown in its own dialog. */
  form: (record: T | null, close: () => void) => ReactNode;
}

/** A list of one kind of record with add, edit and delete: spec 2 §2's modal forms with create and edit modes. */
export function EditableRecordsSection<T extends { id: number }>({
  title,
  description,
  addLabel,
  what,
  emptyText,
  list,
  columns,
  rowName,
  remove,
  confirmation,
  deleteFailure,
  form,
}: EditableRecordsSectionProps<T>) {
  useLoadFailureBanner(what, list.error);
  const guarded = useGuardedChange();
  const [editing, setEditing] = useState<T | 'new' | null>(null);

  const askDelete = (record: T) =>
    guarded.confirm({
      key: record.id,
      ...confirmation(record),
      change: () => remove.mutateAsync(record.id),
      failure: (error) => actionFailureText(deleteFailure, error),
    });

  return (
    <SectionCard
      title={title}
      description={description}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      }
    >
      <AdminTable
        label={what.charAt(0).toUpperCase() + what.slice(1)}
        records={list.records}
        query={list}
        emptyText={emptyText}
        columns={[
          ...columns,
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (record) => (
              <EditDeleteActions
                name={rowName(record)}
                onEdit={() => setEditing(record)}
                onDelete={() => askDelete(record)}
                disabled={guarded.disabled(record.id)}
              />
            ),
          },
        ]}
      />
      {editing && form(editing === 'new' ? null : editing, () => setEditing(null))}
    </SectionCard>
  );
}
