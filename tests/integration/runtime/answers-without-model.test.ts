import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as recordsRoute } from '@/app/api/management/chat/records/route';
import type { ConversationRecordDto, RuntimeEvent } from '@/features/runtime/contract';
import { addCategory, addDocument, addFaq } from '@/tests/integration/knowledge/retrieval-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  sentencesOf,
  startChat,
  turnsOf,
  type RuntimeServer,
} from './conversation-support';

// The platform's default: no model configured by the operator (the session still chooses option A, which is then
// not available). Documents and the FAQ answer what they can on their own.

let server: RuntimeServer;

beforeAll(async () => {
  delete process.env.LLM_A_BASE_URL;
  delete process.env.LLM_A_MODEL;
  server = await runtimeServer();
});

afterAll(async () => {
  await server.close();
});

const said = (events: RuntimeEvent[]) => sentencesOf(events).map((sentence) => sentence.text);
/** The subtitle: the text as it came. */
const subtitleOf = (events: RuntimeEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');
const endOf = (events: RuntimeEvent[]) => events.find((event) => event.type === 'end');

async function records(token: string, conversationId: string) {
  const { body } = await call<{ list: ConversationRecordDto[] }>(recordsRoute, '/management/chat/records', {
    token,
    query: { conversationId },
  });
  return body.data.list[0]!.turns;
}

describe('answers without a model', () => {
  it("say the sentences of a document that answers, citing it, in the events and the owner's records", async () => {
    const { token, user } = await loggedInAccount();
    const fileId = await addDocument(user.corpId, 'card-terms.docx', [
      'Lost or stolen cards must be reported at once by calling 400-800-1234, which is open around the clock. ' +
        'Once reported, the card is blocked and a replacement is posted within five working days. ' +
        'A replacement card costs nothing the first time; later replacements cost 20 yuan.',
    ]);
    const session = await englishSession(token, {
      fileIsUsed: true,
      kbConversationDto: { fileIds: [fileId] },
    });
    const { chat } = await startChat(server, session.shareCode);

    const events = await allEvents(server, {
      type: 'text',
      ...chat!,
      text: 'How do I report a stolen card?',
    });
    const answer =
      'Lost or stolen cards must be reported at once by calling 400-800-1234, which is open around the clock.';
    expect(subtitleOf(events)).toBe(answer);
    expect(said(events).join(' ')).toBe(answer);
    expect(endOf(events)).toEqual({
      type: 'end',
      turnId: expect.any(String) as string,
      source: 'document',
      sources: [{ fileId, fileName: 'card-terms.docx' }],
    });

    const turn = (await records(token, session.conversationId)).at(-1)!;
    expect(turn).toMatchObject({
      question: 'How do I report a stolen card?',
      source: 'document',
      sources: [{ fileId, fileName: 'card-terms.docx' }],
      answer,
    });
    expect(turn.trace).toMatchObject({
      model: { option: 'A', configured: false },
      withoutModel: { extract: { fileId, ordinal: 0, sentences: [0] } },
    });

    // A question the document does not answer gets no sentence of it: the unknown-question phrase.
    const other = await allEvents(server, { type: 'text', ...chat!, text: 'Can I cancel my card online?' });
    expect(endOf(other)).toMatchObject({ source: 'script', sources: [] });
  });

  it('offer close FAQ questions as suggestions, stored as such; asking one answers from the FAQ', async () => {
    const { token, user } = await loggedInAccount();
    const categoryId = await addCategory(user.corpId);
    const lost = await addFaq(user.corpId, categoryId, 'How do I report a lost card?', {
      answer: 'Call 400-800-1234 at once: the card is blocked.',
    });
    const damaged = await addFaq(user.corpId, categoryId, 'How do I replace a damaged card?', {
      answer: 'Bring the card to any branch.',
    });
    await addFaq(user.corpId, categoryId, 'What are your opening hours?', { answer: 'Nine to five.' });
    const session = await englishSession(token, {
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: categoryId }],
    });
    const { chat } = await startChat(server, session.shareCode);

    const events = await allEvents(server, { type: 'text', ...chat!, text: 'lost or damaged card' });
    const offered = events.find((event) => event.type === 'suggestions');
    expect(offered).toEqual({
      type: 'suggestions',
      questions: expect.arrayContaining([
        { faqId: lost, question: 'How do I report a lost card?' },
        { faqId: damaged, question: 'How do I replace a damaged card?' },
      ]) as unknown,
    });
    expect(offered?.type === 'suggestions' && offered.questions).toHaveLength(2);
    // The session's guiding language introduces them, then each is said.
    const subtitle = subtitleOf(events);
    expect(subtitle).toMatch(/^You can ask me how to apply for a service/);
    expect(subtitle).toContain('How do I report a lost card?');
    expect(endOf(events)).toMatchObject({ source: 'suggestion', sources: [] });

    const [, stored] = await turnsOf(chat!.chatId);
    expect(stored).toMatchObject({ source: 'suggestion' });
    expect(stored!.trace).toMatchObject({
      withoutModel: { suggestions: { faqIds: expect.arrayContaining([lost, damaged]) as unknown } },
    });

    // Tapping one asks it: its own words answer from the FAQ at once.
    const tapped = await allEvents(server, { type: 'text', ...chat!, text: 'How do I report a lost card?' });
    expect(said(tapped)).toEqual(['Call 400-800-1234 at once: the card is blocked.']);
    expect(endOf(tapped)).toMatchObject({ source: 'faq' });
    expect((await records(token, session.conversationId)).map((turn) => turn.source)).toEqual([
      'script',
      'suggestion',
      'faq',
    ]);
  });
});
