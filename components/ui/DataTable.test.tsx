import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { DataTable, type DataTableColumn } from './DataTable';

interface Fruit {
  id: string;
  name: string;
  stock: number;
}

const FRUITS: Fruit[] = [
  { id: 'b', name: 'Banana', stock: 7 },
  { id: 'a', name: 'Apple', stock: 12 },
  { id: 'c', name: 'Cherry', stock: 3 },
];

const columns: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name, sortValue: (f) => f.name },
  { key: 'stock', header: 'Stock', cell: (f) => String(f.stock), sortValue: (f) => f.stock },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent ?? '');

function Fruits({
  rows = FRUITS,
  onRemove = () => undefined,
  onPage = () => undefined,
  loading = false,
}: {
  rows?: Fruit[];
  onRemove?: (ids: string[]) => void;
  onPage?: (page: number) => void;
  loading?: boolean;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [pageIndex, setPageIndex] = useState(1);
  return (
    <DataTable
      rows={rows}
      rowKey={(f) => f.id}
      rowName={(f) => f.name}
      columns={[
        { key: 'stock', header: 'Stock', cell: (f) => String(f.stock), sortValue: (f) => f.stock },
        columns[0]!,
      ]}
      label="Fruits"
      labels={{
        actions: 'Actions',
        loading: 'Loading',
        selectRow: (n) => `Select ${n}`,
        selectPage: 'Select page',
        pages: 'Pages',
      }}
      loading={loading}
      empty={<p>No fruit yet</p>}
      rowActions={(f) => [
        { key: 'edit', label: 'Edit', ariaLabel: `Edit ${f.name}`, onClick: () => undefined },
      ]}
      selection={{
        selected,
        onChange: setSelected,
        bulkActions: (ids) => (
          <button type="button" onClick={() => onRemove(ids)}>
            Remove {ids.length}
          </button>
        ),
      }}
      paging={{
        total: 45,
        pageIndex,
        pageSize: 20,
        onChange: (page) => {
          setPageIndex(page);
          onPage(page);
        },
      }}
    />
  );
}

describe('the data table', () => {
  it('sorts by a column, ascending then descending, and says so to screen readers', async () => {
    renderWithProviders(<Fruits />, { locale: 'en' });
    const user = userEvent.setup();
    expect(names()).toEqual(['Banana', 'Apple', 'Cherry']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Stock/ }));
    expect(names()).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('offers the bulk action only once rows are selected, and hands it their keys', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<Fruits onRemove={onRemove} />, { locale: 'en' });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(onRemove).toHaveBeenLastCalledWith(['a']);
    await user.click(screen.getByRole('checkbox', { name: 'Select page' }));
    await user.click(screen.getByRole('button', { name: 'Remove 3' }));
    expect(onRemove.mock.lastCall?.[0]).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    await user.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Cherry' })).toBeVisible();
  });

  it('pages through a longer list with the footer', async () => {
    const onPage = vi.fn();
    renderWithProviders(<Fruits onPage={onPage} />, { locale: 'en' });
    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    // 45 rows of 20: three pages.
    expect(within(pages).getByRole('button', { name: '3' })).toBeVisible();
    expect(within(pages).queryByRole('button', { name: '4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state without rows, and a loader while loading', () => {
    const { rerender } = renderWithProviders(<Fruits rows={[]} />, { locale: 'en' });
    expect(screen.getByText('No fruit yet')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<Fruits loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
