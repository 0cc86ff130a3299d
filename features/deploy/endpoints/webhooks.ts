import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  deliveriesRequest,
  deliveryPage,
  retryDeliveryRequest,
  savedWebhookConfigDto,
  saveWebhookConfigRequest,
  webhookConfigDto,
  webhookDeliveryDto,
  webhookPaths,
  webhookSecretDto,
} from '@/features/deploy/contract/webhooks';
import { DEPLOY_TAG as tag } from './tag';

// Webhooks (spec §5, §7 userConfig): the account-wide callback address, its signing secret and the delivery log.

export const webhookQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: webhookPaths.query,
  summary: "The account's callback address and what is shown of its signing secret",
  tag,
  audience: 'customer',
  output: webhookConfigDto,
});

export const webhookSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: webhookPaths.save,
  summary: 'Set or remove (empty) the callback address; the first address saved makes the signing secret',
  description:
    'The answer carries the whole secret only when this save generated it. An address that can never be delivered to (loopback, private) is refused on the field.',
  tag,
  audience: 'customer',
  input: saveWebhookConfigRequest,
  output: savedWebhookConfigDto,
});

export const webhookRotateSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: webhookPaths.rotateSecret,
  summary: 'A new signing secret, shown whole in this answer only; the old one signs nothing from now on',
  tag,
  audience: 'customer',
  output: webhookSecretDto,
});

export const webhookDeliveriesEndpoint = defineEndpoint({
  method: 'GET',
  path: webhookPaths.deliveries,
  summary: "The account's webhook deliveries by page, newest first",
  tag,
  audience: 'customer',
  input: deliveriesRequest,
  output: deliveryPage,
});

export const webhookTestEndpoint = defineEndpoint({
  method: 'POST',
  path: webhookPaths.test,
  summary: 'Send a test event now and answer how its delivery went',
  description:
    'Tried once while you wait, never retried on its own. 40900 when the account has no callback address.',
  tag,
  audience: 'customer',
  output: webhookDeliveryDto,
  errors: [ApiCode.conflict],
});

export const webhookRetryEndpoint = defineEndpoint({
  method: 'POST',
  path: webhookPaths.retry,
  summary: 'Queue a failed delivery again now, its attempts starting over',
  description: 'A pending or delivered one is answered as it is.',
  tag,
  audience: 'customer',
  input: retryDeliveryRequest,
  output: webhookDeliveryDto,
  errors: [ApiCode.notFound],
});
