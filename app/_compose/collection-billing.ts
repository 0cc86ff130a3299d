import 'server-only';
import type { OrderDto, ProductDto } from '@/features/billing/contract';
import { customerOrderPage } from '@/features/billing/server/orders/order-queries';
import { listProducts } from '@/features/billing/server/products';
import { getDb } from '@/lib/server/db/client';

// The collection mini-site's view of billing (issue 24): the portrait packages on sale and a corporation's orders
// of them. Composed here so the collection pages never read billing's tables themselves.

/** The active portrait packages, in the catalogue's order. */
export async function portraitPackages(): Promise<ProductDto[]> {
  const products = await listProducts(await getDb(), { activeOnly: true });
  return products.filter((product) => product.kind === 'portrait');
}

/** The corporation's portrait orders, newest first (the first page of 50). */
export async function portraitOrders(corpId: string): Promise<OrderDto[]> {
  const page = await customerOrderPage(await getDb(), corpId, {
    productKind: 'portrait',
    pageIndex: 1,
    pageSize: 50,
  });
  return page.list;
}
