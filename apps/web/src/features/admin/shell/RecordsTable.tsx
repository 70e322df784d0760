import { Loader } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';

interface RecordsTableProps<T> {
  /** The table's accessible name, also used in its loading text: 'blocked categories'. */
  label: string;
  records: T[] | undefined;
  columns: DataTableColumn<T>[];
  loading: boolean;
  failed: boolean;
  /** What an empty list says. */
  emptyText: string;
  idAccessor?: keyof T & string;
}

/** A mantine-datatable list with the panel's loading, empty and failed states. */
export function RecordsTable<T>({
  label,
  records,
  columns,
  loading,
  failed,
  emptyText,
  idAccessor,
}: RecordsTableProps<T>) {
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  return (
    <DataTable<T>
      aria-label={name}
      // A table wider than a phone scrolls sideways: keyboard users reach the scrolling with Tab, even when
      // the table holds no button to focus.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': `${name}, scrollable` } }}
      withTableBorder
      borderRadius="sm"
      minHeight={records?.length ? undefined : 150}
      records={records ?? []}
      columns={columns}
      idAccessor={idAccessor ?? 'id'}
      // Cells keep to one line, so a wide table scrolls sideways inside its card instead of squeezing.
      defaultColumnProps={{ noWrap: true }}
      fetching={loading}
      customLoader={<Loader size="sm" role="status" aria-label={`Loading ${label}…`} />}
      noRecordsText={failed ? `The ${label} could not be loaded.` : emptyText}
      verticalAlign="top"
    />
  );
}
