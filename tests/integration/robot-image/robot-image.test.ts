import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as robotImage } from '@/app/api/conversation-api/robot/image/route';
import { POST as queryRoute } from '@/app/api/management/conversation/query/route';
import { POST as renameRoute } from '@/app/api/management/conversation/rename/route';
import { POST as statusRoute } from '@/app/api/management/conversation/setStatus/route';
import type { SessionDto } from '@/features/sessions/contract';
import { renderCounter } from '@/features/sessions/server/robot-image/picture-cache';
import { ApiCode } from '@/lib/contract/codes';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addSession, sessionBody, setPlan } from '@/tests/integration/sessions/sessions-support';

let owner: string;
let stranger: string;

beforeAll(async () => {
  const [a, b] = await Promise.all([loggedInAccount(), loggedInAccount()]);
  [owner, stranger] = [a.token, b.token];
  // Beyond the trial's session cap: each test makes its own.
  await setPlan(a.user.corpId, 'standard');
});

/** The picture as a browser or a crawler fetches it (bytes, not an envelope). */
async function picture(path: string, options: { token?: string; etag?: string } = {}) {
  const url = new URL(path, ORIGIN);
  if (options.token) url.searchParams.set('token', options.token);
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp() });
  if (options.etag) headers.set('if-none-match', options.etag);
  const response = await robotImage(new Request(url, { headers }));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function newSession(overrides: Parameters<typeof sessionBody>[0] = {}) {
  const { body } = await addSession(owner, overrides);
  expect(body.code).toBe(ApiCode.ok);
  return body.data;
}

const rename = (token: string, id: string) =>
  call<SessionDto>(renameRoute, '/management/conversation/rename', {
    token,
    body: { conversationId: id, conversationName: `改名 ${Date.now() % 100000}` },
  });

describe('GET conversation-api/robot/image (the session picture)', () => {
  it("answers a published session's picture as a PNG at its ratio to anyone, named by samplePictureUrl", async () => {
    const session = await newSession();
    const url = session.detailDto.samplePictureUrl!;
    expect(url).toBe(
      `/api/conversation-api/robot/image?conversationId=${session.conversationId}&revision=${session.revision}`,
    );
    const { response, bytes } = await picture(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      session.detailDto.videoWidth,
      session.detailDto.videoHeight,
    ]);
    // Not one colour: the scene and the character are drawn.
    const stats = await sharp(bytes).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  });

  it("draws the phone list's smaller picture at the same ratio", async () => {
    const session = await newSession();
    const { body } = await call<{ list: { conversationId: string; pictureUrl: string }[] }>(
      queryRoute,
      '/management/conversation/query',
      { token: owner, body: { pageIndex: 1, pageSize: 10 } },
    );
    const url = body.data.list.find((s) => s.conversationId === session.conversationId)!.pictureUrl;
    expect(url).toMatch(/&width=480$/);
    const { response, bytes } = await picture(url);
    expect(response.status).toBe(200);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);
    // Only the width: a conversation id may hold "480" too.
    expect((await picture(url.replace(/width=480$/, 'width=500'))).response.status).toBe(400);
  });

  it('draws a 9:16 session upright', async () => {
    const session = await newSession({
      detailDto: { ...sessionBody().detailDto, proportion: '9:16', humanX: 60, humanY: 200, humanWidth: 960 },
    });
    const { bytes } = await picture(session.detailDto.samplePictureUrl!);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  });

  it('answers 304 to its ETag, renders a revision once, and changes the ETag with the revision', async () => {
    const session = await newSession();
    const path = `/api/conversation-api/robot/image?conversationId=${session.conversationId}`;
    const first = await picture(path);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    // No revision named: caches keep it only while they revalidate.
    expect(first.response.headers.get('cache-control')).toBe('public, no-cache');

    const rendered = renderCounter.count;
    const again = await picture(path);
    expect(again.response.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(renderCounter.count).toBe(rendered);

    const unchanged = await picture(path, { etag });
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);

    expect((await rename(owner, session.conversationId)).status).toBe(200);
    const changed = await picture(path, { etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
  });

  it("keeps an offline session's picture to its own corporation", async () => {
    const session = await newSession();
    const offline = await call<SessionDto>(statusRoute, '/management/conversation/setStatus', {
      token: owner,
      body: { conversationId: session.conversationId, status: 'offline' },
    });
    expect(offline.status).toBe(200);
    const path = offline.body.data.detailDto.samplePictureUrl!;

    for (const token of [undefined, stranger]) {
      const { response, bytes } = await picture(path, { token });
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString('utf8')).code).toBe(ApiCode.notFound);
    }
    const own = await picture(path, { token: owner });
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('refuses a request without a session id with a translated error', async () => {
    const { response, bytes } = await picture('/api/conversation-api/robot/image?lang=en');
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString('utf8')).message).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
  });
});
