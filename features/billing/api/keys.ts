import type { OrderPageRequest } from '@/features/billing/contract';

/** The billing center's query keys: a payment or an upload changes orders and the balance together. */
export const billingKeys = {
  all: ['billing'] as const,
  products: ['billing', 'products'] as const,
  standing: ['billing', 'standing'] as const,
  payMethods: ['billing', 'payMethods'] as const,
  invoices: (pageIndex: number) => ['billing', 'invoices', pageIndex] as const,
  invoiceable: ['billing', 'invoiceable'] as const,
  orders: (query: OrderPageRequest) => ['billing', 'orders', query] as const,
  order: (orderNo: string) => ['billing', 'order', orderNo] as const,
  check: (orderNo: string) => ['billing', 'check', orderNo] as const,
  recharges: (pageIndex: number) => ['billing', 'recharges', pageIndex] as const,
  ledger: (pageIndex: number) => ['billing', 'ledger', pageIndex] as const,
};
