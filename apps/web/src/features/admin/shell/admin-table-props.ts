import type { Pagination } from '@socratica/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/** What an admin table shows, as a table on a wide screen and as a list of cards on a phone. */
export interface AdminTableProps<T> {
  /** The table's accessible name and the subject of its states: "Users" → "Loading users…". */
  label: string;
  /**
   * On a phone each column becomes a labelled field of the row's card, except the actions column (accessor
   * `actions`, or titled "Actions" or nothing), whose cell becomes the card's row of buttons.
   */
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
  /**
   * A phone's card body for a row, for a long list whose one-field-a-line cards would be too tall; the
   * actions column still makes the card's buttons.
   */
  renderCard?: (record: T) => ReactNode;
}
