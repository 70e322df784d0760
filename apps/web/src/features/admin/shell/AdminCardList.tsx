import { Box, Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { getRecordId } from 'mantine-datatable';
import { useRef, type Key } from 'react';
import { AdminCardPagination } from './AdminCardPagination';
import { AdminRecordCard } from './AdminRecordCard';
import type { AdminTableProps } from './admin-table-props';
import classes from './AdminTable.module.css';
import { LoadFailed } from './LoadFailed';

/** An admin table on a phone: one card a row, so that no field or button lies beyond the screen's edge. */
export function AdminCardList<T>({
  label,
  columns,
  records,
  query,
  emptyText,
  pagination,
  onPageChange,
  idAccessor,
  renderCard,
}: AdminTableProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  const rows = records ?? [];
  const lowerLabel = label.toLowerCase();
  const fetching = query.isFetching;
  const loader = <Loader size="sm" role="status" aria-label={`Loading ${lowerLabel}…`} />;

  let empty = null;
  if (rows.length === 0) {
    let content;
    if (fetching) content = loader;
    else if (query.isError)
      content = <LoadFailed what={lowerLabel} retrying={false} onRetry={() => void query.refetch()} />;
    else
      content = (
        <Text size="sm" c="dimmed" ta="center">
          {emptyText}
        </Text>
      );
    empty = (
      <Paper withBorder radius="md" p="md">
        <Center mih={100}>{content}</Center>
      </Paper>
    );
  }

  // The next page's first card is where the eye goes, not the old page's last one, where its button was.
  const changePage = (page: number) => {
    top.current?.scrollIntoView({ block: 'start' });
    onPageChange?.(page);
  };

  return (
    <Stack gap="xs" ref={top}>
      {empty ?? (
        <Box pos="relative">
          {/* role="list": Safari stops calling a list without bullets a list. */}
          <Stack component="ul" role="list" aria-label={label} gap={8} className={classes.cards}>
            {rows.map((record, index) => (
              <AdminRecordCard
                key={getRecordId(record, idAccessor ?? 'id') as Key}
                record={record}
                index={index}
                columns={columns}
                renderCard={renderCard}
              />
            ))}
          </Stack>
          {/* Over the rows on screen while the next ones load, its spinner kept in view on a long list. */}
          {fetching && (
            <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.6} radius="md" zIndex={2}>
              <Center pos="sticky" top="40vh" py="md">
                {loader}
              </Center>
            </Overlay>
          )}
        </Box>
      )}
      {pagination && onPageChange && pagination.total > 0 && (
        <AdminCardPagination pagination={pagination} shown={rows.length} onPageChange={changePage} />
      )}
    </Stack>
  );
}
