'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PagingFooter } from '@/components/ui/PagingFooter';

/** The list's pages as the URL's `page` parameter, so a page of the forum has its own address. */
export function ListPager(props: { total: number; pageIndex: number; pageSize: number; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <PagingFooter
      {...props}
      onChange={(page) => {
        const next = new URLSearchParams(params);
        next.set('page', String(page));
        router.push(`${pathname}?${next}`);
      }}
    />
  );
}
