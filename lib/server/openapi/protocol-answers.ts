import 'server-only';
import type { AnyEndpoint } from '@/lib/contract/endpoint';

// Answers outside the envelope that an endpoint's raw response sends, so the document declares every status a tool
// generating requests from it will see (tests/integration/docs/conformance.test.ts walks them all).

type Responses = Record<string, Record<string, unknown>>;

/** WeChat Pay v3 reads a 2xx as acknowledged and an error status with `{ code: 'FAIL', message }` as "send again". */
const WECHAT_FAIL = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { const: 'FAIL' }, message: { type: 'string' } },
      },
    },
  },
};

const WECHAT_NOTIFY: Responses = {
  '204': { description: 'Acknowledged' },
  '400': { description: 'Not acknowledged (malformed): WeChat Pay sends it again', ...WECHAT_FAIL },
  '401': { description: 'Not acknowledged (forged or replayed signature)', ...WECHAT_FAIL },
  '500': {
    description: 'Not acknowledged (could not be recorded): WeChat Pay sends it again',
    ...WECHAT_FAIL,
  },
};

const NOT_FOUND_TEXT = {
  description: 'No such file (plain text)',
  content: { 'text/plain': { schema: { type: 'string' } } },
};

/** The raw answers of `endpoint` beyond its success and its envelope failures. */
export function protocolAnswers(endpoint: AnyEndpoint): Responses {
  if (endpoint.path === '/pay/notify/wechat') return WECHAT_NOTIFY;
  // A file named by its path (an audio clip, a stored image) answers a plain 404 when there is none.
  if ((endpoint.answer === 'file' || endpoint.answer === 'stream') && endpoint.path.includes('{'))
    return { '404': NOT_FOUND_TEXT };
  return {};
}
