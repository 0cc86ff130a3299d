'use client';

import {
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { isValidElement, useState, type ReactNode } from 'react';
import { PagingFooter } from './PagingFooter';
import { useNarrow } from './useNarrow';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; without it the column does not sort. */
  sortValue?: (row: T) => string | number;
  /** Caps the cell's width so a long text wraps instead of widening the table. */
  maxWidth?: number;
  width?: number;
  nowrap?: boolean;
  /** Figures line up on the right. */
  align?: 'right';
}

/** A button of a row: its text, and for screen readers a name that says which row ("Delete Alpha"). */
export interface RowAction {
  key: string;
  label: string;
  ariaLabel?: string;
  color?: string;
  onClick: () => void;
}

/** One page of a longer list, for the footer below the rows. */
export interface TablePaging {
  total: number;
  pageIndex: number;
  pageSize: number;
  onChange: (pageIndex: number) => void;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

interface Props<T> {
  rows: T[];
  rowKey: (row: T) => string;
  /** A row's name: a phone's card is labelled by it, and the row's checkbox says it. */
  rowName: (row: T) => string;
  columns: DataTableColumn<T>[];
  /** The table's name for screen readers. */
  label: string;
  /** Marks the table for tests and tools that read it. */
  testId?: string;
  labels: {
    /** The header of the actions column (hidden, for screen readers). */
    actions?: string;
    loading?: string;
    /** The row's checkbox, given its name ("Select Alpha"). */
    selectRow?: (name: string) => string;
    selectPage?: string;
    /** The paging footer's navigation. */
    pages?: string;
  };
  /** Buttons (or any element) at the end of each row; a card's last line on a phone. */
  rowActions?: (row: T) => (RowAction | ReactNode)[];
  /** Attributes of each row (data-* for tests and styles). */
  rowProps?: (row: T) => Record<string, string>;
  /** A row on a phone, where columns would scroll out of sight: a card with this body. Without it, the table scrolls. */
  card?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** Selection of rows by their keys, and what to do with the selected ones (shown while any is selected). */
  selection?: {
    selected: string[];
    onChange: (keys: string[]) => void;
    bulkActions?: (keys: string[]) => ReactNode;
  };
  /** The order: given with `onSort`, the caller sorts (a server query); otherwise the table sorts the rows itself. */
  sort?: SortState | null;
  onSort?: (sort: SortState) => void;
  /** One page of a longer list: the footer below the rows. */
  paging?: TablePaging;
  loading?: boolean;
  /** What stands in place of the rows when there is none. */
  empty?: ReactNode;
}

const SortMark = ({ direction }: { direction: SortDirection | null }) => (
  <Text span size="xs" c={direction ? undefined : 'dimmed'} aria-hidden>
    {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
  </Text>
);

function compare(a: string | number, b: string | number) {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

function RowActions({ actions, narrow }: { actions: (RowAction | ReactNode)[]; narrow: boolean }) {
  return (
    <Group gap={4} wrap="wrap" justify={narrow ? 'flex-start' : 'flex-end'}>
      {actions.map((action, index) =>
        action && typeof action === 'object' && !isValidElement(action) && 'onClick' in action ? (
          <Button
            key={action.key}
            size="compact-sm"
            variant="subtle"
            color={action.color}
            onClick={action.onClick}
            aria-label={action.ariaLabel}
          >
            {action.label}
          </Button>
        ) : (
          <span key={index} style={{ display: 'contents' }}>
            {action}
          </span>
        ),
      )}
    </Group>
  );
}

/**
 * The console's table: columns, row actions, selection with bulk actions, sorting, a paging footer, and its
 * loading and empty states; on a phone each row becomes a card (when the caller draws one).
 */
export function DataTable<T>({
  rows,
  rowKey,
  rowName,
  columns,
  label,
  labels,
  rowActions,
  rowProps,
  card,
  minWidth = 720,
  testId,
  selection,
  sort: sortProp,
  onSort,
  paging,
  loading = false,
  empty,
}: Props<T>) {
  const narrow = useNarrow();
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const sort = onSort ? (sortProp ?? null) : ownSort;
  const sortBy = (column: string) => {
    const next: SortState = {
      column,
      direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    };
    if (onSort) onSort(next);
    else setOwnSort(next);
  };
  const sortColumn = sort ? columns.find((c) => c.key === sort.column) : undefined;
  const shown =
    !onSort && sort && sortColumn?.sortValue
      ? [...rows].sort(
          (a, b) =>
            compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b)) * (sort.direction === 'asc' ? 1 : -1),
        )
      : rows;

  if (loading)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={labels.loading} />
      </Group>
    );
  if (rows.length === 0) return <>{empty ?? null}</>;

  const keys = shown.map(rowKey);
  const selected = selection?.selected ?? [];
  const all = keys.length > 0 && keys.every((key) => selected.includes(key));
  const some = !all && keys.some((key) => selected.includes(key));
  const toggle = (key: string, on: boolean) =>
    selection?.onChange(on ? [...selected, key] : selected.filter((k) => k !== key));
  const selectAll = selection ? (
    <Checkbox
      aria-label={narrow ? undefined : labels.selectPage}
      label={narrow ? labels.selectPage : undefined}
      checked={all}
      indeterminate={some}
      onChange={(event) => selection.onChange(event.currentTarget.checked ? keys : [])}
    />
  ) : null;
  const selectBox = (row: T) => (
    <Checkbox
      aria-label={labels.selectRow?.(rowName(row)) ?? rowName(row)}
      checked={selected.includes(rowKey(row))}
      onChange={(event) => toggle(rowKey(row), event.currentTarget.checked)}
    />
  );
  const bulk = selection?.bulkActions && selected.length > 0 ? selection.bulkActions(selected) : null;
  const footer = paging ? (
    <PagingFooter
      total={paging.total}
      pageIndex={paging.pageIndex}
      pageSize={paging.pageSize}
      onChange={paging.onChange}
      label={labels.pages ?? ''}
    />
  ) : null;

  const body =
    narrow && card ? (
      <Stack gap="sm">
        {selectAll}
        {shown.map((row) => (
          <Paper
            key={rowKey(row)}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={rowName(row)}
            {...rowProps?.(row)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selection ? selectBox(row) : null}
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                {card(row)}
                {rowActions ? <RowActions actions={rowActions(row)} narrow /> : null}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    ) : (
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={label} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {selection ? <Table.Th w={40}>{selectAll}</Table.Th> : null}
              {columns.map((column) => {
                const direction = sort?.column === column.key ? sort.direction : null;
                return (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    ta={column.align}
                    aria-sort={
                      column.sortValue || onSort
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {column.sortValue ? (
                      <UnstyledButton onClick={() => sortBy(column.key)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.header}
                          <SortMark direction={direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {rowActions ? (
                <Table.Th>
                  <VisuallyHidden>{labels.actions}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const key = rowKey(row);
              return (
                <Table.Tr
                  key={key}
                  bg={selected.includes(key) ? 'var(--mantine-primary-color-light)' : undefined}
                  {...rowProps?.(row)}
                >
                  {selection ? <Table.Td>{selectBox(row)}</Table.Td> : null}
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      maw={column.maxWidth}
                      ta={column.align}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {rowActions ? (
                    <Table.Td>
                      <RowActions actions={rowActions(row)} narrow={false} />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      {bulk}
      {body}
      {footer}
    </Stack>
  );
}
