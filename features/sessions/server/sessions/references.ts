import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Localized, SessionValues } from '@/features/sessions/contract';
import { BUILTIN_LOAD_IMAGE, BUILTIN_START_IMAGE } from '@/features/sessions/server/defaults/default-config';
import type { Db } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/storage/tables';
import { storedFileUrl } from '@/lib/server/storage/file-url';
import type { SessionCatalogue, SessionVoiceRef } from './catalogue-port';
import { fieldFailure, type FieldError } from './field-failure';

const FILE_URL_PREFIX = '/api/files/';

/** What a session points at, looked up for the caller's corporation. */
export interface References {
  character: { name: Localized; retired: boolean; portrait?: true } | null;
  background: { url: string | null; name: Localized } | null;
  voice: SessionVoiceRef | null;
  /** Start/load images that are neither built in nor the corporation's live uploads. */
  foreignImages: ('startImage' | 'loadImage')[];
}

export const fileUrl = (key: string) => `${FILE_URL_PREFIX}${key}`;

async function findBackground(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  choice: SessionValues['detailDto']['backgroundDto'],
) {
  if (choice.type === 'builtin') {
    const row = await catalogue.background(db, choice.backgroundId);
    return row ? { url: null, name: row.name } : null;
  }
  const [file] = await db
    .select({ key: storedFiles.key, name: storedFiles.name })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, choice.backgroundId),
        eq(storedFiles.corpId, corpId),
        eq(storedFiles.purpose, 'background'),
        isNull(storedFiles.deletedAt),
      ),
    );
  return file ? { url: storedFileUrl(file.key), name: { zh: file.name, en: file.name } } : null;
}

const BUILTIN_IMAGES = new Set([`builtin:${BUILTIN_START_IMAGE}`, `builtin:${BUILTIN_LOAD_IMAGE}`]);

/** Start/load images that are neither a built-in image nor a live upload of the corporation. */
async function findForeignImages(db: Db, corpId: string, page: SessionValues['pageDto']) {
  const fields = ['startImage', 'loadImage'] as const;
  const uploaded = fields.filter((field) => page[field].startsWith(FILE_URL_PREFIX));
  const keys = uploaded.map((field) => page[field].slice(FILE_URL_PREFIX.length));
  const own =
    keys.length === 0
      ? []
      : await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(
            and(
              inArray(storedFiles.key, keys),
              eq(storedFiles.corpId, corpId),
              isNull(storedFiles.deletedAt),
            ),
          );
  const ownUrls = new Set(own.map((row) => fileUrl(row.key)));
  return fields.filter((field) => !BUILTIN_IMAGES.has(page[field]) && !ownUrls.has(page[field]));
}

export async function lookUpReferences(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  values: SessionValues,
): Promise<References> {
  const [found, background, foreignImages] = await Promise.all([
    catalogue.character(db, values.detailDto.modelId, corpId),
    findBackground(db, catalogue, corpId, values.detailDto.backgroundDto),
    findForeignImages(db, corpId, values.pageDto),
  ]);
  const character = found && {
    name: found.name,
    retired: found.retired,
    ...(found.portrait ? { portrait: true as const } : {}),
  };
  return { character, background, voice: catalogue.voice(values.detailDto.ttsId), foreignImages };
}

/**
 * The rules of spec §5 a schema cannot check: the character, background, voice and uploaded images exist and are
 * the caller's to use, and the voice speaks the session's language ("voice must support English").
 */
export async function checkReferences(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  values: SessionValues,
): Promise<References> {
  const refs = await lookUpReferences(db, catalogue, corpId, values);
  const errors: FieldError[] = [];
  // One of the corporation's portraits that an operator has not approved (in review, rejected) is refused by name.
  if (refs.character?.portrait && refs.character.retired)
    errors.push({ field: 'detailDto.modelId', message: 'portraitNotApproved' });
  else if (!refs.character || refs.character.retired)
    errors.push({ field: 'detailDto.modelId', message: 'characterRequired' });
  if (!refs.background) errors.push({ field: 'detailDto.backgroundDto.backgroundId', message: 'required' });
  if (!refs.voice) errors.push({ field: 'detailDto.ttsId', message: 'voiceRequired' });
  else if (!refs.voice.languages.includes(values.language))
    errors.push({
      field: 'detailDto.ttsId',
      message: values.language === 'en' ? 'voiceNotEnglish' : 'voiceLanguageUnsupported',
    });
  for (const field of refs.foreignImages)
    errors.push({ field: `pageDto.${field}`, message: 'imageRequired' });
  if (errors.length > 0) throw fieldFailure(errors);
  return refs;
}
