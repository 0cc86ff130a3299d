import type { ApiLanguageMessages } from '@/lib/api-client/web-client';
import type { ContactRequestOutput } from '@/features/marketing/contract';

/**
 * The contact form's schema and API client load when the visitor starts on the form rather than with the page:
 * together they are most of the form's script, and the page needs neither to render or to take input.
 */
const load = () =>
  Promise.all([import('@/features/marketing/contract'), import('@/lib/api-client/web-client')]);
let loading: ReturnType<typeof load> | undefined;

export function preloadContactForm() {
  loading ??= load().catch((error: unknown) => {
    // A failed fetch (network gone) may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

export async function contactSchema() {
  const [contract] = await preloadContactForm();
  return contract.contactRequest;
}

/** Sends the form through the one API client; failures show in the form itself, so nothing else notifies. */
export async function sendContact(
  values: ContactRequestOutput,
  messages: ApiLanguageMessages,
): Promise<void> {
  const [contract, api] = await preloadContactForm();
  api.configureWebClient({ notify: () => {}, messages });
  await api.webApiClient().post(contract.contactPath, values);
}
