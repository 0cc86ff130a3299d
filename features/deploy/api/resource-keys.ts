// Query keys of applications and concurrent resources, in one place so that invalidations match their queries.
export const resourceKeys = {
  all: ['resources'] as const,
  summary: ['resources', 'summary'] as const,
  apps: ['resources', 'apps'] as const,
  appPage: (query: object) => ['resources', 'apps', query] as const,
  stat: (query: object) => ['resources', 'stat', query] as const,
  sessions: ['resources', 'sessions'] as const,
};
