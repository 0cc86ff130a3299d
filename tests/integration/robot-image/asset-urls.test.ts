import { describe, expect, it } from 'vitest';
import { GET as robotImage } from '@/app/api/conversation-api/robot/image/route';
import { GET as backgroundList } from '@/app/api/conversation-api/background/list/route';
import { GET as getFile } from '@/app/api/files/[...key]/route';
import { GET as byId } from '@/app/api/management/conversation/getConversationById/route';
import { POST as query } from '@/app/api/management/conversation/query/route';
import { POST as uploadBackground } from '@/app/api/management/background/upload/route';
import type { BackgroundItem } from '@/features/catalogue/contract/catalogue';
import type { SessionDto, SessionSummary } from '@/features/sessions/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { UploadedImage } from '@/lib/contract/images';
import type { Page } from '@/lib/contract/paging';
import { serverConfig } from '@/lib/config/server-config';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addSession, sessionBody, ZH_CHARACTER } from '@/tests/integration/sessions/sessions-support';
import { IMAGES } from '@/tests/integration/storage/images';
import { fetchFile, upload } from '@/tests/integration/storage/upload-call';

/** Fetches a same-origin asset URL through the handler that serves its path, as the running server would. */
async function fetchAsset(url: string): Promise<Response> {
  expect(url, 'a same-origin path under the configured bases').toMatch(/^\/api\//);
  if (url.startsWith('/api/files/')) return fetchFile(getFile, url);
  if (url.startsWith('/api/conversation-api/robot/image'))
    return robotImage(new Request(new URL(url, ORIGIN), { headers: { 'x-forwarded-for': randomIp() } }));
  throw new Error(`no handler for ${url}`);
}

describe('asset URLs (spec §9) in the catalogue and session answers', () => {
  it('resolve, with the default configuration, to bytes the server answers', async () => {
    const { token } = await loggedInAccount();
    const uploaded = await upload<UploadedImage>(uploadBackground, '/management/background/upload', {
      token,
      file: { bytes: IMAGES.png.bytes, name: 'hall.png' },
    });
    expect(uploaded.body.code).toBe(ApiCode.ok);
    const added = await addSession(token, {
      detailDto: {
        ...sessionBody().detailDto,
        backgroundDto: { type: 'upload', backgroundId: uploaded.body.data.id },
      },
    });
    expect(added.body.code).toBe(ApiCode.ok);
    const id = added.body.data.conversationId;

    const detail = (
      await call<SessionDto>(byId, '/management/conversation/getConversationById', {
        token,
        query: { conversationId: id },
      })
    ).body.data;
    const list = (
      await call<Page<SessionSummary>>(query, '/management/conversation/query', {
        token,
        body: { pageIndex: 1, pageSize: 10 },
      })
    ).body.data.list;
    const backgrounds = (
      await call<BackgroundItem[]>(backgroundList, '/conversation-api/background/list', {
        token,
        query: { characterCode: ZH_CHARACTER },
      })
    ).body.data;

    const summary = list.find((s) => s.conversationId === id)!;
    const urls = [
      detail.detailDto.backgroundDto.url,
      detail.detailDto.samplePictureUrl,
      summary.background.url,
      summary.pictureUrl,
      ...backgrounds.map((b) => b.url).filter(Boolean),
    ] as string[];
    expect(urls).toHaveLength(5);
    // The configured image base is where the uploads are served.
    expect(detail.detailDto.backgroundDto.url!.startsWith(serverConfig().imageBaseUrl)).toBe(true);
    for (const url of urls) {
      const response = await fetchAsset(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\//);
    }
  });
});
