import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailDto } from '@/features/billing/contract';
import { webGetBlob, webUpload } from '@/lib/api-client/web-client';
import { modifyPaymentDocEndpoint, voucherEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// POST /management/orders/modifyPaymentDoc (multipart) – the transfer's voucher; the order goes to review.
export function useUploadVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, file }: { orderNo: string; file: File }) => {
      const form = new FormData();
      form.set('orderNo', orderNo);
      form.set('file', file);
      return webUpload<OrderDetailDto>(modifyPaymentDocEndpoint.path, form);
    },
    onSuccess: (order) => {
      client.setQueryData(billingKeys.order(order.orderNo), order);
      return client.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

// GET /management/orders/voucher – the voucher as uploaded, opened in a new tab.
export async function openVoucher(orderNo: string) {
  // The tab opens in the click's own turn (a popup blocker allows that) and gets the bytes when they arrive.
  const tab = window.open('', '_blank');
  const blob = await webGetBlob(voucherEndpoint.path, { orderNo });
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
