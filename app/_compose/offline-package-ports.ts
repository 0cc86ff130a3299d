import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { portraitRigSchema, type PortraitRig } from '@/components/digital-human/portrait/rig';
import type { Look } from '@/components/digital-human/types';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import { findCatalogueCharacter } from '@/features/catalogue/server/characters';
import {
  portraitStandInCode,
  readyPortraitLook,
  readyPortraitPhotoKey,
} from '@/features/catalogue/server/user-models/portrait-character';
import { loadFaqSources } from '@/features/knowledge/server/retrieval/load';
import { tokenize as platformTokenize } from '@/features/knowledge/server/retrieval/tokenizer';
import { segmenterWords, type OfflineLeftOut } from '@/features/offline/package/contents';
import type { OfflinePackagePort, PackageSession } from '@/features/offline/server/ports';
import { pictureLayoutOf, type SessionDto } from '@/features/sessions/contract';
import { publicSession } from '@/features/sessions/server/sessions/public';
import { ESPEAK_VOICES } from '@/features/speech/server/tts/espeak-voices';
import { ttsRegistry } from '@/features/speech/server/tts/registry';
import type { Db } from '@/lib/server/db/client';
import { readBytes } from '@/lib/server/storage/file-store';
import { fileStore } from '@/lib/server/storage/store';
import { storedFiles } from '@/lib/server/storage/tables';
import { sessionCatalogue } from './session-catalogue';

// The offline package (issue 26 §1) carries a published session: read here from the sessions area, its character
// from the catalogue, its FAQ from the knowledge base and its voice from speech, so the offline area sees none of
// their tables. Only what the session shows a visitor goes in: no owner, no keys, no other session.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The platform's tokenizer for Chinese and Japanese (jieba cuts as the server does); Latin words as the browser
 * cuts them (Intl.Segmenter, not stemmed), since the package's search compares them unstemmed.
 */
const tokenize = (text: string) => [
  ...platformTokenize(text).filter((term) => CJK.test(term)),
  ...segmenterWords(text, 'en').filter((word) => !CJK.test(word)),
];

/** The eSpeak voice a package speaks in: the session's when it is an eSpeak voice, else one of its language. */
function packageVoice(session: SessionDto): { speaker: string; cloud: boolean } {
  const detail = session.detailDto;
  const registry = ttsRegistry();
  const chosen = registry.voice(detail.ttsId);
  if (chosen?.engine === 'espeak') return { speaker: chosen.speaker, cloud: false };
  const fallback = chosen?.fallbackTtsId ? registry.voice(chosen.fallbackTtsId) : undefined;
  if (fallback?.engine === 'espeak') return { speaker: fallback.speaker, cloud: chosen?.engine === 'openai' };
  const language = session.language;
  // eSpeak has no Japanese voice of the platform's list; its `ja` reads kana.
  const ofLanguage = ESPEAK_VOICES.filter((voice) => voice.languages.includes(language));
  const gender = chosen?.gender ?? 'female';
  const speaker =
    ofLanguage.find((voice) => voice.gender === gender)?.speaker ??
    ofLanguage[0]?.speaker ??
    (language === 'ja' ? 'ja' : 'cmn+f3');
  return { speaker, cloud: chosen?.engine === 'openai' };
}

/** An uploaded background, as a data: URL inside session.json (the service worker caches it with the session). */
async function uploadedBackground(db: Db, corpId: string, session: SessionDto): Promise<string | null> {
  const choice = session.detailDto.backgroundDto;
  if (choice.type !== 'upload') return null;
  const [file] = await db
    .select({ key: storedFiles.key, mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, choice.backgroundId),
        eq(storedFiles.corpId, corpId),
        isNull(storedFiles.deletedAt),
      ),
    );
  const stored = file ? await fileStore().get(file.key) : null;
  if (!file || !stored) return null;
  return `data:${file.mimeType};base64,${Buffer.from(await readBytes(stored)).toString('base64')}`;
}

/**
 * An approved portrait of the corporation with its photo inside (a data: URL: the package runs with no network);
 * null when it is not approved any more (the package then draws the stand-in, as the runtime does).
 */
async function packagedPortrait(db: Db, corpId: string, portraitId: string): Promise<PortraitRig | null> {
  const rig = portraitRigSchema.safeParse(await readyPortraitLook(db, corpId, portraitId));
  const key = rig.success ? await readyPortraitPhotoKey(db, portraitId) : null;
  const stored = key ? await fileStore().get(key) : null;
  if (!rig.success || !stored) return null;
  const bytes = Buffer.from(await readBytes(stored));
  const mimeType = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
  return { ...rig.data, imageUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
}

async function read(db: Db, corpId: string, sessionId: string) {
  const session = await publicSession(db, sessionCatalogue, sessionId);
  if (!session) return null;
  const detail = session.detailDto;
  const portraitId = portraitIdOf(detail.modelId);
  // A portrait session's drawn stand-in is the runtime's.
  const drawnCode = portraitId === null ? detail.modelId : await portraitStandInCode(db);
  const found = drawnCode ? await findCatalogueCharacter(db, drawnCode) : null;
  if (!found) return null;
  const portrait = portraitId === null ? null : await packagedPortrait(db, corpId, portraitId);
  const voice = packageVoice(session);
  const categories = new Set(session.knowledgeDtoList.map((item) => item.knowledgeId));
  const faq = session.knowledgeIsUsed
    ? (await loadFaqSources(db, corpId))
        .filter((item) => categories.size === 0 || categories.has(item.categoryId))
        .map((item) => ({
          id: item.faqId,
          question: item.question,
          answer: item.answer,
          similarQuestions: item.similarQuestions,
        }))
    : [];
  const offline: OfflineLeftOut[] = [];
  if (session.dataModelIsUsed || session.thirdIsUsed) offline.push('largeModel');
  if (session.asrType !== 'browser') offline.push('serverAsr');
  if (voice.cloud) offline.push('cloudVoices');
  if (session.fileIsUsed) offline.push('documents');
  if (portraitId !== null && !portrait) offline.push('portrait');
  const backgroundUrl = await uploadedBackground(db, corpId, session);
  const packaged: PackageSession = {
    sessionId: session.conversationId,
    language: session.language,
    name: session.conversationName,
    character: {
      characterCode: found.characterCode,
      gender: found.gender,
      ageGroup: found.ageGroup,
      look: found.look as Look,
    },
    ...(portrait ? { portrait } : {}),
    background: { ...detail.backgroundDto, url: backgroundUrl },
    layout: pictureLayoutOf(detail),
    voice: { espeakVoice: voice.speaker, pitch: detail.ttsPitch, speed: detail.ttsSpeedRate },
    scripts: session.scriptDtoList,
    maxConversation: session.maxConversation,
    scriptEndType: session.scriptEndType,
    unanswered: session.extendContent,
    scenes: session.sceneIsUsed ? session.scene : [],
    faq,
    offline,
  };
  return { revision: session.revision, session: packaged };
}

export const offlinePackages: OfflinePackagePort = { read, tokenize };
