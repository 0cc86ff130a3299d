'use client';

import { Group, Pagination } from '@mantine/core';

interface Props {
  /** Rows that match, on every page. */
  total: number;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  onChange: (pageIndex: number) => void;
  /** The navigation's name for screen readers ("Pages"). */
  label: string;
}

/** The pages of a list below it; nothing while everything fits on one page. */
export function PagingFooter({ total, pageIndex, pageSize, onChange, label }: Props) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center">
      <Pagination total={pages} value={pageIndex} onChange={onChange} />
    </Group>
  );
}
