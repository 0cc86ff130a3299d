import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveWebhookConfigRequest,
  WebhookConfigDto,
  WebhookSecretDto,
} from '@/features/deploy/contract/webhooks';
import { webCall } from '@/lib/api-client/web-client';
import {
  webhookQueryEndpoint,
  webhookRotateSecretEndpoint,
  webhookSaveEndpoint,
} from '../endpoints/webhooks';
import { webhookKeys } from './webhook-keys';

// GET /management/userConfig/webhook/query – the callback address and what is shown of the secret.
export const webhookConfigQuery = () =>
  queryOptions({
    queryKey: webhookKeys.config,
    queryFn: () => webCall(webhookQueryEndpoint),
  });
export const useWebhookConfig = () => useQuery(webhookConfigQuery());

/** The answer is the config of now: it replaces the cached one (the whole secret, if any, is not cached). */
function useConfigMutation<I, O extends WebhookConfigDto | WebhookSecretDto>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) =>
      client.setQueryData<WebhookConfigDto>(webhookKeys.config, (before) => ({
        callbackUrl: 'callbackUrl' in answer ? answer.callbackUrl : (before?.callbackUrl ?? null),
        secretHint: answer.secretHint,
      })),
  });
}

// POST /management/userConfig/webhook/save – the first address saved answers the whole new secret, once.
export const useSaveWebhookConfig = () =>
  useConfigMutation((input: SaveWebhookConfigRequest) => webCall(webhookSaveEndpoint, input));

// POST /management/userConfig/webhook/rotateSecret – a new secret, whole in this answer only.
export const useRotateWebhookSecret = () => useConfigMutation(() => webCall(webhookRotateSecretEndpoint));
