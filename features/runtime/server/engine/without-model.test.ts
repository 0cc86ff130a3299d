import { describe, expect, it } from 'vitest';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { NO_KNOWLEDGE } from './ports';
import { sessionView } from './session-view';
import { answerWithoutModel } from './without-model';

const view = (
  language: 'zh' | 'en',
  scripts: { scriptType: 'guidingLanguage'; scriptContent: string }[] = [],
) =>
  sessionView({
    id: 's1',
    corpId: 'corp1',
    status: 'published',
    revision: 1,
    shareCode: 'abc',
    values: {
      ...defaultSessionValues({ language, characterCode: 'c01-lin-business', ttsId: 'espeak:cmn-f3' }),
      scriptDtoList: scripts,
    },
  });

const PASSAGE = {
  passageId: 'p1',
  fileId: 'd1',
  fileName: '挂号须知.pdf',
  ordinal: 0,
  text: '门诊挂号可以通过医院微信公众号办理。初诊患者需携带身份证和医保卡。',
  score: 1,
};
const CLOSE: KnowledgeMatchDto['faq'] = {
  decision: 'context',
  matches: [
    { faqId: 'f1', question: '初诊挂号怎么办', matchedText: '', answer: 'a', score: 0.5 },
    { faqId: 'f2', question: '复诊挂号怎么办', matchedText: '', answer: 'b', score: 0.45 },
  ],
  thresholds: { answer: 0.65, context: 0.3 },
};

describe('an answer without a model', () => {
  it('prefers a document that clearly answers to suggestions, and cites it', () => {
    const events: RuntimeEvent[] = [];
    const found = answerWithoutModel(view('zh'), '初诊需要带什么', { faq: CLOSE, passages: [PASSAGE] }, (e) =>
      events.push(e),
    );
    expect(found).toMatchObject({
      source: 'document',
      sources: [{ fileId: 'd1', fileName: '挂号须知.pdf' }],
      text: '初诊患者需携带身份证和医保卡。',
    });
    expect(events).toEqual([]);
  });

  it('offers the close FAQ questions, with their event, when no passage answers', () => {
    const events: RuntimeEvent[] = [];
    const found = answerWithoutModel(view('zh'), '挂号', { faq: CLOSE, passages: [] }, (e) => events.push(e));
    expect(events).toEqual([
      {
        type: 'suggestions',
        questions: [
          { faqId: 'f1', question: '初诊挂号怎么办' },
          { faqId: 'f2', question: '复诊挂号怎么办' },
        ],
      },
    ]);
    expect(found).toEqual({
      source: 'suggestion',
      sources: [],
      text: '您是不是想问：初诊挂号怎么办？复诊挂号怎么办？',
      trace: { suggestions: { faqIds: ['f1', 'f2'], questions: ['初诊挂号怎么办', '复诊挂号怎么办'] } },
    });
  });

  it('says nothing when neither a passage nor the FAQ comes close (the scripts answer)', () => {
    const events: RuntimeEvent[] = [];
    expect(
      answerWithoutModel(view('en'), 'weather?', { faq: NO_KNOWLEDGE.faq, passages: [] }, (e) =>
        events.push(e),
      ),
    ).toBeNull();
    expect(events).toEqual([]);
  });
});
