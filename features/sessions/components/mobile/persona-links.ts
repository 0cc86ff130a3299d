/** One digital human on the phone: its session id and its character's code (routes.md). */
export const personaHref = (conversationId: string, characterCode: string) =>
  `/mobile/personas/${encodeURIComponent(conversationId)}/${encodeURIComponent(characterCode)}`;

/** The preview in the mobile layout (a runtime page: phones are never redirected away from it). */
export const mobilePreviewHref = (conversationId: string) =>
  `/mobile/preview/${encodeURIComponent(conversationId)}`;
