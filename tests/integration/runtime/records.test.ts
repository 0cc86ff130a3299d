import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as recognizeRoute } from '@/app/api/bot/recognize/route';
import { GET as exportRoute } from '@/app/api/management/chat/exportRecords/route';
import { GET as recordsRoute } from '@/app/api/management/chat/records/route';
import { POST as saveRoute } from '@/app/api/management/chat/saveQuestionAnswer/route';
import type { ConversationRecordDto } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';
import { startModelServer, type ModelServer } from '@/tests/support/model-server';
import {
  allEvents,
  englishSession,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from './conversation-support';

let model: ModelServer;
let server: RuntimeServer;

beforeAll(async () => {
  model = await startModelServer();
  server = await runtimeServer();
  process.env.LLM_A_BASE_URL = `${model.origin}/v1`;
  process.env.LLM_A_MODEL = 'test-model';
});

afterAll(async () => {
  delete process.env.LLM_A_BASE_URL;
  delete process.env.LLM_A_MODEL;
  delete process.env.ASR_OPENAI_URL;
  await server.close();
  await model.close();
});

/** A conversation with a scene answer and a model answer. */
async function talkedTo(token: string) {
  const session = await englishSession(token);
  const { chat } = await startChat(server, session.shareCode);
  const scene = await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
  model.script({ tokens: ['Blue ', 'and green.'] });
  await allEvents(server, { type: 'text', ...chat!, text: 'What colour is the sea?' });
  const end = scene.find((event) => event.type === 'end');
  return { session, chat: chat!, sceneTurnId: end?.type === 'end' ? end.turnId! : '' };
}

type Page = { list: ConversationRecordDto[]; total: number };

describe('conversation records', () => {
  it('list a session’s conversations with their turns, where each answer came from, and the page’s facts', async () => {
    const { token } = await loggedInAccount();
    const { session, chat, sceneTurnId } = await talkedTo(token);
    const saved = await call(saveRoute, '/management/chat/saveQuestionAnswer', {
      body: { ...chat, turnId: sceneTurnId, firstAudioMs: 420, interrupted: false },
    });
    expect(saved.body.code).toBe(0);
    const { body } = await call<Page>(recordsRoute, '/management/chat/records', {
      token,
      query: { conversationId: session.conversationId },
    });
    expect(body.data.total).toBe(1);
    const turns = body.data.list[0]!.turns;
    expect(turns.map((turn) => [turn.question, turn.source])).toEqual([
      ['', 'script'],
      ['What are your opening hours?', 'scene'],
      ['What colour is the sea?', 'model'],
    ]);
    expect(turns[1]!.timings.firstAudioMs).toBe(420);
    expect(turns[2]!.answer).toBe('Blue and green.');
    expect(turns[2]!.trace).toMatchObject({ model: { option: 'A' } });
  });

  it('export as CSV, a row per turn, and as JSON, the records', async () => {
    const { token } = await loggedInAccount();
    const { session } = await talkedTo(token);
    const exported = (format: string) =>
      exportRoute(
        new Request(
          `${ORIGIN}/api/management/chat/exportRecords?conversationId=${session.conversationId}&format=${format}&lang=en&token=${token}`,
        ),
      );
    const csv = await exported('csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Question');
    expect(lines).toHaveLength(4);
    expect(text).toContain('What are your opening hours?');
    expect(text).toContain('Blue and green.');
    const json = (await (await exported('json')).json()) as { records: ConversationRecordDto[] };
    expect(json.records[0]!.turns.map((turn) => turn.source)).toEqual(['script', 'scene', 'model']);
  });

  it('export a visitor’s formula-like questions as text a spreadsheet will not run', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    const typed = ['=HYPERLINK("https://evil.example","click")', "+1+cmd|' /C calc'!A0", '-2+3', '@SUM(1,1)'];
    for (const text of typed) {
      model.script({ tokens: ['=1+1'] });
      await allEvents(server, { type: 'text', ...chat!, text });
    }
    const csv = await exportRoute(
      new Request(
        `${ORIGIN}/api/management/chat/exportRecords?conversationId=${session.conversationId}&format=csv&lang=en&token=${token}`,
      ),
    );
    const cells = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .flatMap((line) => line.split(','));
    // A cell a spreadsheet would evaluate starts with = + - @ (after CSV quoting); none may.
    const unquote = (cell: string) => cell.replace(/^"/, '');
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(unquote(cell)))).toEqual([]);
    expect(cells.map(unquote)).toEqual(expect.arrayContaining(["'-2+3", "'@SUM(1", "'=1+1"]));
  });

  it("export their times in the viewer's time zone and name it (issue 19 §1.11)", async () => {
    const { token } = await loggedInAccount();
    const { session } = await talkedTo(token);
    const exported = async (zone: string) =>
      (
        await exportRoute(
          new Request(
            `${ORIGIN}/api/management/chat/exportRecords?conversationId=${session.conversationId}&format=csv&lang=en&token=${token}&timeZone=${encodeURIComponent(zone)}`,
          ),
        )
      ).text();
    const { list: records } = (
      await call(recordsRoute, '/management/chat/records', {
        token,
        query: { conversationId: session.conversationId },
      })
    ).body.data as { list: ConversationRecordDto[] };
    const started = new Date(records[0]!.startTime);
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
        hourCycle: 'h23',
      }).format(started);
    const berlin = await exported('Europe/Berlin');
    expect(berlin).toContain('Started (Europe/Berlin)');
    expect(berlin).toContain(inZone('Europe/Berlin'));
    const newYork = await exported('America/New_York');
    expect(newYork).toContain('Started (America/New_York)');
    expect(newYork).toContain(inZone('America/New_York'));
    const unknown = await exportRoute(
      new Request(
        `${ORIGIN}/api/management/chat/exportRecords?conversationId=${session.conversationId}&format=csv&token=${token}&timeZone=Mars%2FOlympus`,
      ),
    );
    expect(((await unknown.json()) as { code: number }).code).not.toBe(0);
  });

  it('are not another corporation’s to read, nor a turn another chat’s to complete', async () => {
    const owner = await loggedInAccount();
    const other = await loggedInAccount();
    const { session, sceneTurnId } = await talkedTo(owner.token);
    const foreign = await call(recordsRoute, '/management/chat/records', {
      token: other.token,
      query: { conversationId: session.conversationId },
    });
    expect(foreign.body.code).toBe(ApiCode.notFound);
    const otherChat = (await startChat(server, (await englishSession(other.token)).shareCode)).chat!;
    const forged = await call(saveRoute, '/management/chat/saveQuestionAnswer', {
      body: { ...otherChat, turnId: sceneTurnId, interrupted: true },
    });
    expect(forged.body.code).toBe(ApiCode.notFound);
  });
});

describe('speech recognition', () => {
  const utterance = (chat: { chatId: string; chatSecret: string }) => {
    const form = new FormData();
    form.set('chatId', chat.chatId);
    form.set('chatSecret', chat.chatSecret);
    form.set('file', new File([new Uint8Array(3200)], 'utterance.wav', { type: 'audio/wav' }));
    return recognizeRoute(
      new Request(`${ORIGIN}/api/bot/recognize?lang=en`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': randomIp() },
      }),
    );
  };

  it('transcribes an utterance with the operator’s recognizer, in the session’s language', async () => {
    const { token } = await loggedInAccount();
    const { chat } = await startChat(server, (await englishSession(token)).shareCode);
    delete process.env.ASR_OPENAI_URL;
    expect(((await (await utterance(chat!)).json()) as { code: number }).code).toBe(ApiCode.notConfigured);
    process.env.ASR_OPENAI_URL = model.origin;
    const answer = (await (await utterance(chat!)).json()) as { code: number; data: { text: string } };
    expect(answer).toMatchObject({ code: 0, data: { text: 'hello from the microphone' } });
    const request = model.requests.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.body).toMatchObject({ language: 'en' });
    expect(request.file).toMatchObject({ name: 'utterance.wav', bytes: 3200 });
  });
});
