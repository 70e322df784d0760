import type { Pagination as Paging } from '@socratica/contracts';
import { Group, Pagination, Text } from '@mantine/core';
import { pageRangeText } from './page-range-text';

interface AdminCardPaginationProps {
  pagination: Paging;
  /** How many rows the page on screen holds. */
  shown: number;
  onPageChange: (page: number) => void;
}

/** The pages of a phone's card list, named as the table's are ("Page 2"), and few enough to fit 375 px. */
export function AdminCardPagination({ pagination, shown, onPageChange }: AdminCardPaginationProps) {
  const { page, limit, total, total_pages } = pagination;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{pageRangeText(from, from + Math.max(shown, 1) - 1, total)}</Text>
      {total_pages > 1 && (
        <Pagination
          size="sm"
          total={total_pages}
          value={page}
          onChange={onPageChange}
          siblings={0}
          boundaries={1}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({
            'aria-label': `${control === 'previous' ? 'Previous' : 'Next'} page`,
          })}
        />
      )}
    </Group>
  );
}
