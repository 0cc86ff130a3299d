// @ts-check
// Plain JavaScript so next.config.mjs can import it.

/**
 * /openapi.json is read by client generators and API tools from other origins (Swagger Editor, Postman, a
 * developer's localhost): it is public, so any origin may fetch it; caches keep it briefly, as a deploy changes it.
 */
export function openApiFileHeaders() {
  return [
    {
      source: '/openapi.json',
      headers: [
        { key: 'Content-Type', value: 'application/json; charset=utf-8' },
        { key: 'Access-Control-Allow-Origin', value: '*' },
        { key: 'Access-Control-Allow-Methods', value: 'GET, HEAD, OPTIONS' },
        { key: 'Cache-Control', value: 'public, max-age=300, s-maxage=3600' },
      ],
    },
  ];
}
