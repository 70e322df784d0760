import type { Pagination } from '@socratica/contracts';
import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { LoadFailed } from './LoadFailed';

interface AdminTableProps<T> {
  /** The table's accessible name and the subject of its states: "Users" → "Loading users…". */
  label: string;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  /** The query that loads the rows: a loader while it fetches (over the rows on screen), Try again when it failed. */
  query: Pick<UseQueryResult, 'isFetching' | 'isError' | 'refetch'>;
  /** The empty state's sentence, e.g. "No users match this search." */
  emptyText: string;
  /** The server's paging (`pagination` of a paged answer); leave it out for a list that arrives whole. */
  pagination?: Pagination;
  onPageChange?: (page: number) => void;
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
  query,
  emptyText,
  pagination,
  onPageChange,
  minWidth = 640,
  idAccessor,
}: AdminTableProps<T>) {
  const rows = records ?? [];
  const lowerLabel = label.toLowerCase();
  const fetching = query.isFetching;
  const pagingProps =
    pagination && onPageChange
      ? {
          page: pagination.page,
          onPageChange,
          totalRecords: pagination.total,
          recordsPerPage: pagination.limit,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            `${from}–${to} of ${totalRecords}`,
          getPaginationItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
        }
      : {};
  // mantine-datatable keeps its empty state in the page, only faded out, beside a full table: with rows on
  // screen it holds nothing, so that neither "No users yet." nor Try again is read out over the rows.
  let emptyProps;
  if (rows.length > 0) emptyProps = { emptyState: <span /> };
  else if (query.isError && !fetching)
    emptyProps = {
      emptyState: <LoadFailed what={lowerLabel} retrying={false} onRetry={() => void query.refetch()} />,
    };
  else emptyProps = { noRecordsText: emptyText };

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
