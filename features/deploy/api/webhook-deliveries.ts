import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookPaths,
  type DeliveriesRequest,
  type DeliveryPage,
  type WebhookDeliveryDto,
} from '@/features/deploy/contract/webhooks';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { webhookKeys } from './webhook-keys';

export const DELIVERIES_PAGE_SIZE = 10;
/** While a delivery on the page is pending, the log looks again this often (retries come on their own). */
export const PENDING_REFRESH_MS = 5000;

// GET /management/userConfig/webhook/deliveries – the delivery log, newest first.
export const deliveriesQuery = (query: DeliveriesRequest) =>
  queryOptions({
    queryKey: webhookKeys.deliveryPage(query),
    queryFn: () => webGet<DeliveryPage>(webhookPaths.deliveries, query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.list.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
export const useDeliveries = (query: DeliveriesRequest) => useQuery(deliveriesQuery(query));

function useDeliveryMutation<I>(send: (input: I) => Promise<WebhookDeliveryDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries }),
  });
}

// POST /management/userConfig/webhook/test – tried once while the owner waits: the answer says how it went.
export const useSendTestEvent = () =>
  useDeliveryMutation(() => webPost<WebhookDeliveryDto>(webhookPaths.test));

// POST /management/userConfig/webhook/retry – a failed delivery queued again now.
export const useRetryDelivery = () =>
  useDeliveryMutation((deliveryId: string) =>
    webPost<WebhookDeliveryDto>(webhookPaths.retry, { deliveryId }),
  );
