import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/management/chat/exportRecords/route';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { ORIGIN } from '@/tests/integration/support/api';
import { addCategory, addDocument, addFaq } from '@/tests/integration/knowledge/retrieval-support';
import { startModelServer, type ModelServer } from '@/tests/support/model-server';
import {
  allEvents,
  englishSession,
  runtimeServer,
  sentencesOf,
  startChat,
  turnsOf,
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
  await server.close();
  await model.close();
});

describe('answers from the knowledge base', () => {
  it('say the FAQ answer, and let the model answer from a document it names', async () => {
    const { token, user } = await loggedInAccount();
    const categoryId = await addCategory(user.corpId);
    await addFaq(user.corpId, categoryId, 'How do I reset my password?', {
      answer: 'Open the settings and choose reset password.',
    });
    const fileId = await addDocument(user.corpId, 'warranty.docx', [
      'The warranty of every product lasts two years from the date of purchase.',
    ]);
    const session = await englishSession(token, {
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: categoryId }],
      fileIsUsed: true,
      kbConversationDto: { fileIds: [fileId] },
    });
    const { chat } = await startChat(server, session.shareCode);

    const faq = await allEvents(server, { type: 'text', ...chat!, text: 'How do I reset my password?' });
    expect(sentencesOf(faq).map((sentence) => sentence.text)).toEqual([
      'Open the settings and choose reset password.',
    ]);
    expect(faq.find((event) => event.type === 'end')).toMatchObject({ source: 'faq' });

    model.script({ tokens: ['It lasts ', 'two years.'] });
    const asked = model.requests.length;
    const document = await allEvents(server, {
      type: 'text',
      ...chat!,
      text: 'How long does the warranty last?',
    });
    expect(document.find((event) => event.type === 'end')).toEqual({
      type: 'end',
      turnId: expect.any(String) as string,
      source: 'document',
      sources: [{ fileId, fileName: 'warranty.docx' }],
    });
    const system = model.requests[asked]!.messages![0]!.content;
    // Named for the model as a visitor would hear it cited, and asked to cite it.
    expect(system).toContain('(warranty) The warranty of every product lasts two years');
    expect(system).toContain('when you use a document, name it');

    const [, faqTurn, documentTurn] = await turnsOf(chat!.chatId);
    expect(faqTurn!.trace).toMatchObject({ knowledge: { faq: { decision: 'answer' } } });
    expect(documentTurn!.trace).toMatchObject({ knowledge: { passages: [{ fileName: 'warranty.docx' }] } });
    const csv = await exportRoute(
      new Request(
        `${ORIGIN}/api/management/chat/exportRecords?conversationId=${session.conversationId}&format=csv&token=${token}`,
      ),
    );
    const text = await csv.text();
    expect(text).toContain('warranty.docx');
    expect(text).toContain('document');
  });
});
