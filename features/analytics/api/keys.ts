// Query keys of analytics, in one place so that invalidations match their queries.
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: object) => ['analytics', 'overview', query] as const,
  choices: ['analytics', 'choices'] as const,
};
