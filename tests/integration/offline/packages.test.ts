import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as buildRoute } from '@/app/api/management/offline/packages/build/route';
import { GET as downloadRoute } from '@/app/api/management/offline/packages/download/route';
import { GET as listRoute } from '@/app/api/management/offline/packages/route';
import type { OfflinePackageDto, OfflinePackagesOverview } from '@/features/offline/contract';
import { offlineSessionSchema, PACKAGE_FILES } from '@/features/offline/package/contents';
import { signingKey } from '@/features/offline/server/platform-key';
import { embeddedFiles, tableAddressIn } from '@/features/offline/server/espeak-subset';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call, ORIGIN } from '@/tests/integration/support/api';
import { newCategory, newFaq } from '@/tests/integration/knowledge/faq-support';
import { bumpRevision, setSessionStatus } from '@/tests/integration/runtime/conversation-support';
import { ensureOfflineApp } from '../../../scripts/build-offline-app.mjs';
import { addSession, sessionBody } from '@/tests/integration/sessions/sessions-support';
import { portraitCode } from '@/features/catalogue/contract/user-models';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import { accountIds, seedPortrait } from '@/tests/integration/portraits-review/seed-portrait';
import { IMAGES } from '@/tests/integration/storage/images';
import { owner } from './offline-support';
import { readZip } from './zip-reader';

// Offline packages (issue 26 §1): what a customer builds from a published session and downloads — the files a
// static server needs, the session as the contract says, nothing of the server's; only the owner's corporation.

const build = (token: string, sessionId: string) =>
  call<OfflinePackageDto>(buildRoute, '/management/offline/packages/build', { token, body: { sessionId } });
const list = async (token: string) =>
  (await call<OfflinePackagesOverview>(listRoute, '/management/offline/packages', { token })).body;

async function download(token: string, id: string) {
  const url = new URL('/api/management/offline/packages/download', ORIGIN);
  url.searchParams.set('id', id);
  url.searchParams.set('token', token);
  const response = await downloadRoute(new Request(url, { headers: { host: 'localhost:3000' } }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The package's files by their path inside its top folder. */
function filesOf(bytes: Uint8Array) {
  const entries = readZip(bytes);
  const folders = new Set([...entries.keys()].map((name) => name.split('/')[0]));
  expect(folders.size).toBe(1);
  const prefix = `${[...folders][0]}/`;
  return new Map([...entries].map(([name, content]) => [name.slice(prefix.length), content]));
}

// eSpeak NG with Mandarin's and English's dictionaries (3 MB, not the npm module's 18 MB of every language) deflated,
// and the app.
const SIZE_BOUND = 2.5 * 1024 * 1024;

beforeAll(() => ensureOfflineApp(), 120_000);

describe('building an offline package', () => {
  it('holds the app, the session as the contract says with its FAQ index, the licences and nothing of the server', async () => {
    const who = await owner();
    const other = await owner();
    const category = await newCategory(who.token, '营业');
    await newFaq(who.token, {
      categoryId: category.categoryId,
      question: '你们的营业时间是几点到几点？',
      answer: '每天上午九点到晚上九点。',
    });
    await newFaq(who.token, {
      categoryId: category.categoryId,
      question: '停车收费吗？',
      answer: '满一百元免费停车。',
    });
    // A session that answers from the knowledge base (all categories).
    const added = await addSession(who.token, { knowledgeIsUsed: true });
    expect(added.body.code).toBe(0);
    const sessionId = added.body.data.conversationId;

    const built = await build(who.token, sessionId);
    expect(built.body.code).toBe(0);
    const pkg = built.body.data;
    expect(pkg.language).toBe('zh');

    const { response, bytes } = await download(who.token, pkg.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(bytes.byteLength).toBe(pkg.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pkg.sha256);
    expect(pkg.size).toBeLessThan(SIZE_BOUND);

    const files = filesOf(bytes);
    for (const name of [
      PACKAGE_FILES.index,
      PACKAGE_FILES.app,
      PACKAGE_FILES.serviceWorker,
      PACKAGE_FILES.manifest,
      PACKAGE_FILES.espeakScript,
      PACKAGE_FILES.espeakWasm,
      PACKAGE_FILES.session,
      PACKAGE_FILES.readme,
      PACKAGE_FILES.licences,
    ])
      expect([...files.keys()]).toContain(name);

    // The session speaks Mandarin: its eSpeak carries Mandarin's dictionary and English's, no other language's.
    const wasm = new Uint8Array(files.get(PACKAGE_FILES.espeakWasm)!);
    const table = tableAddressIn(files.get(PACKAGE_FILES.espeakScript)!.toString('utf8'));
    const dictionaries = embeddedFiles(wasm, table).flatMap((f) => /\/([^/]+)_dict$/.exec(f.name)?.[1] ?? []);
    expect(dictionaries.sort()).toEqual(['cmn', 'en']);

    const session = offlineSessionSchema.parse(
      JSON.parse(files.get(PACKAGE_FILES.session)!.toString('utf8')),
    );
    expect(session.sessionId).toBe(sessionId);
    expect(session.version).toBe(pkg.version);
    expect(session.faq.items.map((item) => item.question)).toContain('你们的营业时间是几点到几点？');
    // jieba's word for "business hours" is in the index, not only character pairs.
    expect(session.faq.index.terms.flat()).toContain('营业');
    expect(session.scripts.prologue).toBeTruthy();
    const key = await signingKey(await getDb());
    expect(session.platform.publicJwk.x).toBe(key.publicJwk.x);
    expect(session.platform.origin).toMatch(/^https?:\/\//);
    // The test build serves at the root: the device calls go to origin + '' + /api.
    expect(session.platform.basePath).toBe('');

    const readme = files.get(PACKAGE_FILES.readme)!.toString('utf8');
    expect(readme).toMatch(/Install app/);
    expect(readme).toMatch(/App pinning/);
    const licences = files.get(PACKAGE_FILES.licences)!.toString('utf8');
    expect(licences).toMatch(/espeak-ng \S+ +GPL-3\.0-or-later/);
    expect(licences).toContain('https://github.com/espeak-ng/espeak-ng');

    // Nothing server-only: no private key, no owner, no other corporation's session, no build folder list.
    const text = [...files]
      .filter(([name]) => !name.endsWith('.wasm'))
      .map(([, content]) => content.toString('latin1'))
      .join('\n');
    expect(text).not.toContain(String(key.privateJwk.d));
    expect(text).not.toContain(who.email);
    expect(text).not.toContain(who.token);
    expect(text).not.toContain(who.user.corpId);
    expect(text).not.toContain(other.session.conversationId);
    expect(files.has(PACKAGE_FILES.fileList)).toBe(false);
  });

  it('carries a portrait session’s approved portrait with its photo inside, and the drawn stand-in once withdrawn', async () => {
    const who = await owner();
    const portrait = await seedPortrait(await accountIds(who.email), { status: 'ready' });
    const added = await addSession(who.token, {
      detailDto: { ...sessionBody().detailDto, modelId: portraitCode(portrait.id) },
    });
    expect(added.body.code).toBe(0);
    const sessionId = added.body.data.conversationId;

    const sessionOf = async (id: string) => {
      const files = filesOf((await download(who.token, id)).bytes);
      return offlineSessionSchema.parse(JSON.parse(files.get(PACKAGE_FILES.session)!.toString('utf8')));
    };
    const built = await build(who.token, sessionId);
    expect(built.body.code).toBe(0);
    const carried = await sessionOf(built.body.data.id);
    expect(carried.portrait?.mesh).toHaveLength(468);
    // The photo itself, so that the device shows the face with no network.
    const [header, base64] = carried.portrait!.imageUrl.split(',');
    expect(header).toBe('data:image/png;base64');
    expect(new Uint8Array(Buffer.from(base64!, 'base64'))).toEqual(new Uint8Array(IMAGES.png.bytes));
    expect(carried.offline).not.toContain('portrait');
    expect(carried.character.characterCode).not.toContain('portrait:');

    // Back in review (retaken): a package built now draws the stand-in and says the portrait is left out.
    const db = await getDb();
    await db.update(userModels).set({ status: 'review' }).where(eq(userModels.id, portrait.id));
    await bumpRevision(sessionId);
    const withdrawn = await sessionOf((await build(who.token, sessionId)).body.data.id);
    expect(withdrawn.portrait).toBeUndefined();
    expect(withdrawn.offline).toContain('portrait');
  });

  it('is refused for an unpublished session, and for another corporation, whose packages stay unseen', async () => {
    const who = await owner();
    const other = await owner();
    const sessionId = who.session.conversationId;

    await setSessionStatus(sessionId, 'offline');
    const unpublished = await build(who.token, sessionId);
    expect(unpublished.body.code).toBe(ApiCode.conflict);
    expect(unpublished.body.message).toMatch(/发布/);
    await setSessionStatus(sessionId, 'published');

    const built = await build(who.token, sessionId);
    expect(built.body.code).toBe(0);

    expect((await build(other.token, sessionId)).body.code).toBe(ApiCode.notFound);
    const stolen = await download(other.token, built.body.data.id);
    expect(stolen.response.status).not.toBe(200);
    expect(JSON.parse(new TextDecoder().decode(stolen.bytes)).code).toBe(ApiCode.notFound);
    const theirs = await list(other.token);
    expect(theirs.data.sessions.flatMap((session) => session.packages)).toEqual([]);
  });

  it('says when the session changed since, and a rebuild gives the new version beside the old', async () => {
    const who = await owner();
    const sessionId = who.session.conversationId;
    const before = (await list(who.token)).data.sessions.find((session) => session.id === sessionId)!;
    expect(before.packages).toEqual([]);
    expect(before.stale).toBe(true);

    const first = (await build(who.token, sessionId)).body.data;
    const built = (await list(who.token)).data.sessions.find((session) => session.id === sessionId)!;
    expect(built.stale).toBe(false);
    expect(built.packages.map((p) => p.version)).toEqual([first.version]);

    await bumpRevision(sessionId);
    const changed = (await list(who.token)).data.sessions.find((session) => session.id === sessionId)!;
    expect(changed.stale).toBe(true);

    const second = (await build(who.token, sessionId)).body.data;
    expect(second.version).toBe(first.version + 1);
    const after = (await list(who.token)).data.sessions.find((session) => session.id === sessionId)!;
    expect(after.stale).toBe(false);
    expect(after.packages.map((p) => p.version)).toEqual([second.version, first.version]);
    // The old one is still there to download.
    const old = await download(who.token, first.id);
    expect(old.response.status).toBe(200);
    // The rebuilt package's service worker names another cache: a device that had the old one replaces it.
    const cacheOf = (bytes: Uint8Array) =>
      /const CACHE = '([^']+)';/.exec(filesOf(bytes).get(PACKAGE_FILES.serviceWorker)!.toString('utf8'))?.[1];
    const oldCache = cacheOf(old.bytes);
    expect(oldCache).toMatch(/^dh-offline-[0-9a-f]{16}-[0-9a-f]{16}$/);
    expect(cacheOf((await download(who.token, second.id)).bytes)).not.toBe(oldCache);
  });
});
