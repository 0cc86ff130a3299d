/** Where the embed SDK is served: versioned, so a new major version never changes a customer's page unasked. */
export const SDK_PATH = '/sdk/v1/digital-human.js';

/** `POST` (CORS): the ticket that lets the SDK's frame start the application's conversations (contract/sdk.ts). */
export const SDK_TICKET_PATH = '/api/sdk/v1/ticket';

/** The one tag a customer puts on its page (hosted experience, SDK guide): the platform's origin and the appId. */
export const embedSnippet = (platformOrigin: string, appId: string) =>
  `<script src="${platformOrigin}${SDK_PATH}" data-app-id="${appId}" async></script>`;

/** The application's hosted page (spec §2 collection preview). */
export const hostedPagePath = (appId: string) => `/collection/preview/${encodeURIComponent(appId)}`;
