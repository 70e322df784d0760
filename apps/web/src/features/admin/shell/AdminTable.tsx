import { Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { PHONE_SCREEN } from '../../../components/full-screen-dialogs';
import { AdminCardList } from './AdminCardList';
import type { AdminTableProps } from './admin-table-props';
import classes from './AdminTable.module.css';
import { LoadFailed } from './LoadFailed';
import { pageRangeText } from './page-range-text';

/**
 * Every list of the admin panel: mantine-datatable with the panel's loading, empty and failed states inside a
 * bordered card, and on a phone the same rows as cards (a table there hides its buttons past the screen's edge).
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  // Read at once, not after a first paint: a phone never lays out the wide table it would then throw away.
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  return phone ? <AdminCardList {...props} /> : <WideAdminTable {...props} />;
}

function WideAdminTable<T>({
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
            pageRangeText(from, to, totalRecords),
          getPaginationItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
        }
      : {};
  // mantine-datatable keeps its empty state in the page, only faded out, beside a full or loading table: it
  // holds nothing then, so that neither "No users yet." nor Try again is read out over the rows or the loader.
  let emptyProps;
  if (rows.length > 0 || fetching) emptyProps = { emptyState: <span /> };
  else if (query.isError)
    emptyProps = {
      emptyState: <LoadFailed what={lowerLabel} retrying={false} onRetry={() => void query.refetch()} />,
    };
  else emptyProps = { noRecordsText: emptyText };

  return (
    <DataTable<T>
      aria-label={label}
      className={classes.table}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={rows.length === 0 ? 180 : undefined}
      styles={{ table: { minWidth } }}
      // A window narrower than the table scrolls it sideways: its viewport must take focus so the keyboard can
      // scroll it too.
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
