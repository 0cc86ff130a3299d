import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveriesRequest, WebhookDeliveryDto } from '@/features/deploy/contract/webhooks';
import { webCall } from '@/lib/api-client/web-client';
import { webhookDeliveriesEndpoint, webhookRetryEndpoint, webhookTestEndpoint } from '../endpoints/webhooks';
import { webhookKeys } from './webhook-keys';

export const DELIVERIES_PAGE_SIZE = 10;
/** While a delivery on the page is pending, the log looks again this often (retries come on their own). */
export const PENDING_REFRESH_MS = 5000;

// GET /management/userConfig/webhook/deliveries – the delivery log, newest first.
export const deliveriesQuery = (query: DeliveriesRequest) =>
  queryOptions({
    queryKey: webhookKeys.deliveryPage(query),
    queryFn: () => webCall(webhookDeliveriesEndpoint, query),
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
export const useSendTestEvent = () => useDeliveryMutation(() => webCall(webhookTestEndpoint));

// POST /management/userConfig/webhook/retry – a failed delivery queued again now.
export const useRetryDelivery = () =>
  useDeliveryMutation((deliveryId: string) => webCall(webhookRetryEndpoint, { deliveryId }));
