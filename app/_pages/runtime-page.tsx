import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { frameAccess } from '@/features/deploy/server/sdk/frame-access';
import type { EntryKind } from '@/features/runtime/contract';
import { TicketInAddress } from '@/features/deploy/components/tenant/TicketInAddress';
import { VisitorTokenRefused } from '@/features/deploy/components/tenant/VisitorTokenRefused';
import { hostedPageCredentials } from '@/features/deploy/server/tenant/hosted-page';
import { EmbedRefused } from '@/features/runtime/components/embed/EmbedRefused';
import { RuntimeApp } from '@/features/runtime/components/RuntimeApp';
import { RuntimeUnavailable } from '@/features/runtime/components/RuntimeUnavailable';
import { BUILTIN_PAGE_IMAGES, PageImage } from '@/features/sessions/components/page-image/PageImage';
import { catalogues } from '@/messages/catalogues';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { runtimePageData, sessionIsThere, type RuntimePageData } from './runtime-session';
import { siteRoots } from '@/lib/seo/site-origins';
import type { Locale } from '@/lib/routing/locale';

/** The owner's own start or loading image; the built-in placeholders give way to the session's picture. */
export const ownImage = (src: string) =>
  (BUILTIN_PAGE_IMAGES as string[]).includes(src) ? null : <PageImage src={src} />;

/**
 * A published session's link shows its picture when shared (share links and the public preview; an owner's preview
 * and an application's page are not for sharing). The picture answers anyone while the session is published.
 */
function pictureCard(
  entry: EntryKind,
  title: string,
  data: RuntimePageData | null,
  locale: Locale,
): Metadata {
  if (!data?.pictureUrl || (entry !== 'share' && entry !== 'userPreview')) return {};
  const { videoWidth: width, videoHeight: height } = data.session.layout;
  const image = { url: data.pictureUrl, width, height, alt: title, type: 'image/png' };
  return {
    metadataBase: new URL(siteRoots()[locale]),
    openGraph: { type: 'website', title, images: [image] },
    twitter: { card: 'summary_large_image', title, images: [data.pictureUrl] },
  };
}

interface Props {
  params: Promise<{ locale: string; conversationId?: string; sl?: string; appId?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The segment's key; one that does not decode (`%c0`) names nothing: the 404 page, not a thrown URIError. */
const keyOf = async (params: Props['params']) => {
  const { conversationId, sl, appId } = await params;
  try {
    return decodeURIComponent(conversationId ?? sl ?? appId ?? '');
  } catch {
    notFound();
  }
};

/**
 * An application's page carries the SDK's embed ticket or the customer's visitor token in its query; a token is
 * used up here for a ticket, or refuses the page.
 */
async function accessOf(entry: EntryKind, appId: string, searchParams: Props['searchParams']) {
  if (entry !== 'app') return { ok: true as const, credentials: undefined, exchangedTicket: null };
  const query = await searchParams;
  const one = (value: string | string[] | undefined) =>
    typeof value === 'string' && value ? value : undefined;
  return hostedPageCredentials(appId, { ticket: one(query.ticket), token: one(query.token) });
}

/** `?autostart=1`: the page was opened to talk at once (the site's "talk to it" demo frames it so). */
const autoStartOf = async (searchParams: Props['searchParams']) => (await searchParams).autostart === '1';

/** An application's page in a frame needs the SDK's ticket; in embed mode (`embed=1`) it serves the ticket's origin. */
async function embedAccessOf(
  entry: EntryKind,
  appId: string,
  ticket: string | undefined,
  searchParams: Props['searchParams'],
) {
  if (entry !== 'app') return { refused: false, hostOrigin: null } as const;
  const framed = (await headers()).get('sec-fetch-dest') === 'iframe';
  return frameAccess(appId, { ticket, embed: (await searchParams).embed === '1', framed });
}

/**
 * The page module of a conversation runtime page (/preview/:conversationId, /userPreview/:conversationId, /p/:sl and
 * their /mobile twins, /collection/preview/:appId on any device): the session read on the server, handed to the
 * runtime feature with its texts in the SESSION's language (a ja session uses the en texts: the runtime has no Japanese catalogue yet).
 */
export function runtimePage(entry: EntryKind, device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const locale = await pageLocale(params);
      const data = await runtimePageData(entry, await keyOf(params));
      const t = await getTranslations({ locale, namespace: 'Runtime.unavailable' });
      const title = data?.session.name ?? t('title');
      return {
        title,
        robots: { index: false, follow: false },
        ...pictureCard(entry, title, data, locale),
      };
    },
    Page: async function RuntimePage({ params, searchParams }: Props) {
      await setPageLocale(params);
      const key = await keyOf(params);
      const { ticket } = await searchParams;
      const embed = await embedAccessOf(
        entry,
        key,
        typeof ticket === 'string' ? ticket : undefined,
        searchParams,
      );
      if (embed.refused) return <EmbedRefused />;
      const data = await runtimePageData(entry, key);
      if (!data) {
        // The owner's preview of a session that is not there (deleted, or never was) is the 404 page with status
        // 404; one that is there but not the caller's (or no one is signed in) says so in words. The other runtime
        // pages keep their words, with the 404 or 410 the proxy gives them (app/_compose/runtime-owner.ts).
        if (entry === 'preview' && !(await sessionIsThere(key))) notFound();
        return <RuntimeUnavailable preview={entry === 'preview'} homeHref={devicePath('/index', device)} />;
      }
      const language = data.session.language === 'zh' ? 'zh' : 'en';
      const access = await accessOf(entry, data.session.target, searchParams);
      if (!access.ok) return <VisitorTokenRefused reason={access.reason} language={language} />;
      return (
        <NextIntlClientProvider locale={language} messages={{ Runtime: catalogues[language].Runtime }}>
          <RuntimeApp
            session={{
              ...data.session,
              credentials: access.credentials,
              ...(embed.hostOrigin ? { embed: { hostOrigin: embed.hostOrigin } } : {}),
            }}
            device={device}
            startImage={ownImage(data.startImage)}
            loadImage={ownImage(data.loadImage)}
            autoStart={await autoStartOf(searchParams)}
          />
          {access.exchangedTicket ? <TicketInAddress ticket={access.exchangedTicket} /> : null}
        </NextIntlClientProvider>
      );
    },
  };
}
