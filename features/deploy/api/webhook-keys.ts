// Query keys of the webhooks, in one place so that invalidations match the queries they mean.
export const webhookKeys = {
  all: ['deploy', 'webhooks'] as const,
  config: ['deploy', 'webhooks', 'config'] as const,
  deliveries: ['deploy', 'webhooks', 'deliveries'] as const,
  deliveryPage: (query: object) => ['deploy', 'webhooks', 'deliveries', query] as const,
};
