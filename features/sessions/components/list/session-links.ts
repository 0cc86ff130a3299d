/** Where a session's preview runs (spec §2 /preview/:conversationId). */
export const previewHref = (conversationId: string) => `/preview/${encodeURIComponent(conversationId)}`;

/** The full editor of a session. */
export const editHref = (conversationId: string) =>
  `/session/edit?${new URLSearchParams({ conversationId })}`;
