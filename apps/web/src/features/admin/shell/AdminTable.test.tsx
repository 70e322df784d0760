import { Button, MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from 'mantine-datatable';
import { describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../testing/media';
import { AdminTable } from './AdminTable';
import type { AdminTableProps } from './admin-table-props';

interface Fruit {
  id: number;
  name: string;
  price_cents: number;
  ripe: boolean;
}

const apple: Fruit = { id: 1, name: 'Apple', price_cents: 120, ripe: true };
const pear: Fruit = { id: 2, name: 'Pear', price_cents: 90, ripe: false };

const columns: DataTableColumn<Fruit>[] = [
  { accessor: 'name', title: 'Name' },
  // No title: the table and the card both say "Price cents".
  { accessor: 'price_cents' },
  { accessor: 'ripe', title: 'Ripe', render: ({ ripe }) => (ripe ? 'Yes' : 'No') },
  {
    accessor: 'actions',
    title: 'Actions',
    // A ripe fruit has nothing to do: its card shows no row of buttons.
    render: (fruit) => (fruit.ripe ? null : <Button aria-label={`Ripen ${fruit.name}`}>Ripen</Button>),
  },
];

const EMPTY = 'No fruit yet.';

function query(state: { isFetching?: boolean; isError?: boolean } = {}) {
  return { isFetching: false, isError: false, refetch: vi.fn(), ...state };
}

function renderTable(props: Partial<AdminTableProps<Fruit>> = {}) {
  const table = (more: Partial<AdminTableProps<Fruit>>) => (
    <MantineProvider>
      <AdminTable
        label="Fruits"
        columns={columns}
        records={[apple, pear]}
        query={query()}
        emptyText={EMPTY}
        {...more}
      />
    </MantineProvider>
  );
  const view = render(table(props));
  return { rerender: (more: Partial<AdminTableProps<Fruit>>) => view.rerender(table({ ...props, ...more })) };
}

describe('AdminTable on a wide screen', () => {
  it('holds its empty text only while it has no rows', () => {
    const { rerender } = renderTable();
    expect(screen.getByRole('table', { name: 'Fruits' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Pear' })).toBeVisible();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    rerender({ records: [], query: query({ isFetching: true }) });
    expect(screen.getByRole('status', { name: 'Loading fruits…' })).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    rerender({ records: [] });
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });

  it('offers Try again in place of its rows when they failed to load', async () => {
    const failed = query({ isError: true });
    renderTable({ records: undefined, query: failed });
    expect(screen.getByText('The fruits could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});

describe('AdminTable on a 375 px phone', () => {
  it('shows each row as a card in a list named like the table: its fields under the column titles, then its buttons', () => {
    screenIs({ width: 375, portrait: true });
    renderTable();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const fields = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(fields(cards[1]!)).toEqual([
      ['Name', 'Pear'],
      ['Price cents', '90'],
      ['Ripe', 'No'],
    ]);
    expect(within(cards[1]!).getByRole('button', { name: 'Ripen Pear' })).toBeVisible();
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it('holds its empty text only while it has no rows, and shows its loader and Try again', async () => {
    screenIs({ width: 375, portrait: true });
    const { rerender } = renderTable({ records: [], query: query({ isFetching: true }) });
    expect(screen.getByRole('status', { name: 'Loading fruits…' })).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    rerender({ records: [], query: query() });
    expect(screen.getByText(EMPTY)).toBeVisible();

    rerender({ records: [apple], query: query() });
    expect(screen.getByRole('list', { name: 'Fruits' })).toBeVisible();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    const failed = query({ isError: true });
    rerender({ records: undefined, query: failed });
    expect(screen.getByText('The fruits could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('pages like the table, with the same page buttons', async () => {
    screenIs({ width: 375, portrait: true });
    const onPageChange = vi.fn();
    renderTable({ pagination: { page: 1, limit: 2, total: 3, total_pages: 2 }, onPageChange });

    expect(screen.getByText('1–2 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('lays out a card as its table asks, still ending with the row’s buttons', () => {
    screenIs({ width: 375, portrait: true });
    renderTable({ renderCard: (fruit) => <p>{`${fruit.name}, ${fruit.price_cents} cents`}</p> });

    const pear = within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem')[1]!;
    expect(within(pear).getByText('Pear, 90 cents')).toBeVisible();
    expect(within(pear).queryByRole('term')).not.toBeInTheDocument();
    expect(within(pear).getByRole('button', { name: 'Ripen Pear' })).toBeVisible();
  });
});
