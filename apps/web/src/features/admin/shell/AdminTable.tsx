import { Loader } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { LoadFailed } from './LoadFailed';

export interface AdminTablePaging {
  page: number;
  /** All rows on the server, from its `pagination.total`. */
  total: number;
  perPage: number;
  onPageChange: (page: number) => void;
}

interface AdminTableProps<T> {
  /** The table's accessible name and the subject of its states: "Users" → "Loading users…". */
  label: string;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  /** True while rows are loading; the rows on screen stay visible under the loader. */
  fetching: boolean;
  /** True when the last load failed and there are no rows to show: says so and offers Try again. */
  failed: boolean;
  onRetry: () => void;
  /** The empty state's sentence, e.g. "No users match this search." */
  emptyText: string;
  /** Server-side paging; leave it out for a list that arrives whole. */
  paging?: AdminTablePaging;
  /** Under this width (px) the table scrolls sideways inside its card rather than squeezing its columns. */
  minWidth?: number;
  /** The rows' unique key; `id` by default. */
  idAccessor?: keyof T & string;
}

/** mantine-datatable with the admin panel's loading, empty and failed states, inside a bordered card. */
export function AdminTable<T>({
  label,
  columns,
  records,
  fetching,
  failed,
  onRetry,
  emptyText,
  paging,
  minWidth = 640,
  idAccessor,
}: AdminTableProps<T>) {
  const rows = records ?? [];
  const lowerLabel = label.toLowerCase();
  const pagingProps = paging
    ? {
        page: paging.page,
        onPageChange: paging.onPageChange,
        totalRecords: paging.total,
        recordsPerPage: paging.perPage,
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          `${from}–${to} of ${totalRecords}`,
        getPaginationItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      }
    : {};
  const emptyProps =
    failed && !fetching
      ? { emptyState: <LoadFailed what={lowerLabel} retrying={false} onRetry={onRetry} /> }
      : { noRecordsText: emptyText };

  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={rows.length === 0 ? 180 : undefined}
      styles={{ table: { minWidth } }}
      // On a phone the table scrolls sideways: its viewport must take focus so the keyboard can scroll it too.
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label} table` },
      }}
      columns={columns}
      records={rows}
      idAccessor={idAccessor ?? 'id'}
      fetching={fetching}
      customLoader={<Loader role="status" aria-label={`Loading ${lowerLabel}…`} />}
      {...emptyProps}
      {...pagingProps}
    />
  );
}
