import 'server-only';
import { cache } from 'react';
import type { DrawnCharacter, Look } from '@/components/digital-human/types';
import { hostedTextsOfPage, runtimePageStamp } from '@/app/_compose/runtime-owner';
import { findServingApp } from '@/features/deploy/server/applications/app-start';
import type { HostedPageTexts } from '@/features/deploy/server/experience/hosted';
import { getWebSessionUser } from '@/features/accounts/server/web-session-user';
import type { EntryKind } from '@/features/runtime/contract';
import type { RuntimeSession } from '@/features/runtime/components/runtime-session';
import { pictureLayoutOf, type SessionDto } from '@/features/sessions/contract';
import { findCatalogueCharacter } from '@/features/catalogue/server/characters';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import {
  portraitStandInCode,
  readyPortraitLook,
} from '@/features/catalogue/server/user-models/portrait-character';
import { portraitRigSchema } from '@/components/digital-human/portrait/rig';
import { runtimePortraitPhotoUrl } from '@/features/portraits/server/runtime-photo';
import { corporationUsage } from '@/app/_compose/plans-ports';
import { sessionCorporation, sessionStanding } from '@/features/sessions/server/sessions/owner-lookups';
import { publicSession, publicSessionByShareCode } from '@/features/sessions/server/sessions/public';
import { getSession } from '@/features/sessions/server/sessions/read';
import { getDb } from '@/lib/server/db/client';
import { writtenIn } from '@/lib/i18n/written-language';
import { createStampedCache } from '@/lib/server/cache/stamped-cache';
import { ApiFailure } from '@/lib/server/http/failure';
import { operatorOptions } from '@/lib/server/operator-options';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';
import { shownFileUrl } from '@/lib/server/storage/file-url';

/**
 * The session a runtime page opens: the owner's own (published or not) for a preview, a published one by its id or
 * share code otherwise. Null when there is none to show — deleted, unpublished, someone else's, or a wrong link.
 */
async function findSession(entry: EntryKind, key: string): Promise<SessionDto | null> {
  const db = await getDb();
  if (entry === 'userPreview') return publicSession(db, sessionCatalogue, key);
  if (entry === 'app') {
    const app = await findServingApp(db, key);
    return app?.active && app.sessionId ? publicSession(db, sessionCatalogue, app.sessionId) : null;
  }
  if (entry === 'share') return publicSessionByShareCode(db, sessionCatalogue, key);
  const signedIn = await getWebSessionUser(corporationUsage);
  if ('error' in signedIn) return null;
  try {
    return await getSession(db, sessionCatalogue, signedIn.user.corpId, key);
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

/**
 * Whether a session has this id at all, whoever owns it and published or not: a deleted one (its row is gone) or an
 * id that never was is not there, and the owner's preview of it is the 404 page (routes.md).
 */
export async function sessionIsThere(id: string): Promise<boolean> {
  return (await sessionStanding(await getDb(), { id })) !== null;
}

export interface RuntimePageData {
  session: RuntimeSession;
  startImage: string;
  loadImage: string;
  /** The session's picture (GET robot image), for the page's Open Graph image. */
  pictureUrl: string | null;
  /** The session's id and the model id of its portrait when its character is one of its corporation's (issue 24). */
  portrait: { sessionId: string; portraitId: string } | null;
}

/**
 * The hosted experience belongs to the corporation's application pages (/collection/preview/:appId), which the SDK
 * and its embed code open. Share links and previews show one session, with the texts its editor gave it.
 */
async function hostedTexts(entry: EntryKind, key: string): Promise<HostedPageTexts | null> {
  if (entry !== 'app') return null;
  return hostedTextsOfPage(await getDb(), { kind: entry, key });
}

/**
 * The experience's start-screen texts where they are in the session's language. The experience has one set of
 * texts for every application while each session speaks its own language, so texts written in another language
 * (told by their script) leave the session's own in place: an English session never greets in Chinese.
 */
const hostedPageTexts = (hosted: HostedPageTexts | null, language: RuntimeSession['language']) =>
  hosted && writtenIn([hosted.title, hosted.content, hosted.buttonText, hosted.errorText], language)
    ? {
        promptTitle: hosted.title,
        promptContent: hosted.content,
        errorText: hosted.errorText,
        startText: hosted.buttonText,
      }
    : null;

/**
 * The runtime feature's props, composed from the sessions feature's read and its character catalogue, with the
 * corporation's hosted experience over the session's texts on an application's page.
 */
const runtimePageDataFromDatabase = cache(
  async (entry: EntryKind, key: string): Promise<RuntimePageData | null> => {
    const [session, hosted] = await Promise.all([findSession(entry, key), hostedTexts(entry, key)]);
    if (!session) return null;
    const portraitId = portraitIdOf(session.detailDto.modelId);
    const drawn = portraitId === null ? session.detailDto.modelId : await portraitStandInCode(await getDb());
    const found = drawn === null ? null : await findCatalogueCharacter(await getDb(), drawn);
    if (!found) return null;
    const character: DrawnCharacter = {
      characterCode: found.characterCode,
      gender: found.gender,
      ageGroup: found.ageGroup,
      look: found.look as Look,
    };
    const { detailDto: detail, pageDto: page } = session;
    const script = (type: string) =>
      session.scriptDtoList.find((s) => s.scriptType === type)?.scriptContent.trim() || null;
    return {
      session: {
        entry,
        target: entry === 'share' ? session.shareCode : entry === 'app' ? key : session.conversationId,
        name: session.conversationName,
        language: session.language,
        character,
        background: detail.backgroundDto,
        layout: pictureLayoutOf(detail),
        page: {
          promptTitle: page.promptTitle,
          promptContent: page.promptContent,
          reSessionText: page.reSessionText,
          busyText: page.busyText,
          networkText: page.networkText,
          errorText: page.errorText,
          ...hostedPageTexts(hosted, session.language),
        },
        endUrl: hosted?.endUrl,
        wakeWord: session.isFreedom ? null : script('wakeWord'),
        // A session saved with the server's recognizer listens in the browser once the operator no longer has one.
        asr: session.asrType === 'server' && !operatorOptions().serverAsr ? 'browser' : session.asrType,
      },
      // Uploaded start and loading images load from the CDN on a production site (spec §9), like the backgrounds.
      startImage: shownFileUrl(page.startImage),
      loadImage: shownFileUrl(page.loadImage),
      pictureUrl: detail.samplePictureUrl,
      portrait: portraitId === null ? null : { sessionId: session.conversationId, portraitId },
    };
  },
);

/**
 * Share links and published sessions' pages are what crowds of visitors open: their props are kept in memory under
 * the stamp of the session and its hosted experience, read first on every request (a save anywhere is seen at
 * once). The owner's preview (per signed-in user) and an application's page are read each time.
 */
const publicPages = createStampedCache<RuntimePageData | null>({ max: 2000 });

const sessionPageData = async (entry: EntryKind, key: string): Promise<RuntimePageData | null> => {
  if (entry !== 'share' && entry !== 'userPreview') return runtimePageDataFromDatabase(entry, key);
  const kind = entry === 'share' ? 'share' : 'session';
  const stamp = await runtimePageStamp(await getDb(), { kind, key });
  if (stamp === null) return runtimePageDataFromDatabase(entry, key);
  return publicPages.get(`${kind}:${key}`, stamp, () => runtimePageDataFromDatabase(entry, key));
};

/**
 * A portrait session's rig, read on every view (outside the cache above: the portrait's review does not move the
 * session's stamp, and the photo's pass expires): the portrait while it is approved, with a photo address this
 * page's visitor may load; otherwise none, and the page draws the fallback character.
 */
async function withPortrait(data: RuntimePageData): Promise<RuntimePageData> {
  if (!data.portrait) return data;
  const db = await getDb();
  const corpId = await sessionCorporation(db, data.portrait.sessionId);
  const rig = portraitRigSchema.safeParse(
    corpId ? await readyPortraitLook(db, corpId, data.portrait.portraitId) : null,
  );
  if (!rig.success) return data;
  const imageUrl = runtimePortraitPhotoUrl(data.portrait.portraitId);
  return { ...data, session: { ...data.session, portrait: { ...rig.data, imageUrl } } };
}

export const runtimePageData = cache(
  async (entry: EntryKind, key: string): Promise<RuntimePageData | null> => {
    const data = await sessionPageData(entry, key);
    return data && withPortrait(data);
  },
);
