// Query keys of the sessions area, in one place so that invalidations match the queries they mean.
export const sessionKeys = {
  all: ['sessions'] as const,
  list: (query: object) => ['sessions', 'list', query] as const,
  lists: ['sessions', 'list'] as const,
  detail: (conversationId: string) => ['sessions', 'detail', conversationId] as const,
  shareUrl: (conversationId: string) => ['sessions', 'share', conversationId] as const,
  catalogue: ['sessions', 'catalogue'] as const,
  characters: (query: object) => ['sessions', 'catalogue', 'characters', query] as const,
  myCharacters: ['sessions', 'catalogue', 'my-characters'] as const,
  backgrounds: (characterCode?: string) =>
    ['sessions', 'catalogue', 'backgrounds', characterCode ?? ''] as const,
  uploads: ['sessions', 'catalogue', 'uploads'] as const,
  voices: (query: object) => ['sessions', 'catalogue', 'voices', query] as const,
  engines: ['sessions', 'catalogue', 'engines'] as const,
  proportions: ['sessions', 'catalogue', 'proportions'] as const,
  asr: ['sessions', 'catalogue', 'asr'] as const,
  availability: ['sessions', 'catalogue', 'availability'] as const,
  skillTypes: ['sessions', 'catalogue', 'skill-types'] as const,
  globalSettings: ['sessions', 'catalogue', 'global'] as const,
  knowledgeCategories: ['sessions', 'knowledge', 'categories'] as const,
  knowledgeFiles: ['sessions', 'knowledge', 'files'] as const,
};
