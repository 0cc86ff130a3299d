import { sessionPaths, type TtsSynthesisRequest } from '../../../contract';
import { loadClientConfig } from '@/lib/config/client-config';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { buildUrl, servicePath } from '@/lib/api-client/request-url';

// POST /management/ttsModel/ttsSynthesis – an audition clip. The answer is audio/wav, not the JSON envelope, so
// it is fetched directly rather than through the envelope client; a failure answers with the envelope.
export async function synthesize(input: TtsSynthesisRequest, signal?: AbortSignal): Promise<Blob> {
  const { serviceBaseUrl, serviceName } = await loadClientConfig();
  const url = buildUrl(
    serviceBaseUrl,
    servicePath(sessionPaths.ttsSynthesis, serviceName),
    { lang: document.documentElement.lang || 'zh' },
    window.location.origin,
  );
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [WEB_CLIENT_HEADER]: 'web' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('audio/'))
    throw new Error(`audition failed (${response.status})`);
  return response.blob();
}
