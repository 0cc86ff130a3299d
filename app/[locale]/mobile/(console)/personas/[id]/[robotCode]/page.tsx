import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getWebSessionUser } from '@/features/accounts/server/web-session-user';
import { PersonaDetail } from '@/features/sessions/components/mobile/PersonaDetail';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { findOwnSession } from '@/features/sessions/server/sessions/read';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { getDb } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';

type Props = PageProps<'/[locale]/mobile/personas/[id]/[robotCode]'>;

/** The session when it is the visitor's corporation's and shows this character; null for any other pair. */
async function ownPersona(id: string, robotCode: string) {
  // The layout's check, cached for this request (same argument, same cache entry).
  const session = await getWebSessionUser(corporationUsage);
  if ('error' in session) return null;
  try {
    const row = await findOwnSession(await getDb(), session.user.corpId, id);
    return row.characterCode === robotCode ? row : null;
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SessionsMobile' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function PersonaPage({ params }: Props) {
  await setPageLocale(params);
  const { id, robotCode } = await params;
  const persona = await ownPersona(id, robotCode);
  if (!persona) notFound();
  return <PersonaDetail conversationId={persona.id} />;
}
