import { describe, expect, it } from 'vitest';
import { Conversation, faqVerdict } from './engine';
import { testSession } from './fixture';

describe('the offline conversation', () => {
  const session = testSession();

  it('opens with the prologue and answers from the scenes first, then the FAQ', () => {
    const talk = new Conversation(session);
    expect(talk.opening).toBe('您好，我是小爱。');
    expect(talk.ask('请问厕所在哪里')).toMatchObject({ text: '洗手间在一楼电梯旁。', source: 'scene' });
    expect(talk.ask('营业时间是几点')).toMatchObject({ text: '每天上午九点到晚上九点。', source: 'faq' });
  });

  it('says the unknown-question phrase, then after three in a row the guiding language and the farewell', () => {
    const talk = new Conversation(session);
    expect(talk.ask('火星上有水吗')).toMatchObject({
      text: '这个问题我还不会。',
      source: 'script',
      ends: false,
    });
    talk.ask('今天股票涨了吗');
    expect(talk.ask('飞机什么时候起飞')).toMatchObject({
      text: '您可以问我营业时间或退货。',
      ends: true,
      closing: '再见！',
    });
    expect(talk.ended).toBe(true);
  });

  it('an answer starts the count again', () => {
    const talk = new Conversation(session);
    talk.ask('火星上有水吗');
    talk.ask('火星上有水吗');
    talk.ask('停车收费吗');
    expect(talk.ask('火星上有水吗')).toMatchObject({ text: '这个问题我还不会。', ends: false });
  });

  it('ends with the farewell at the maximum number of questions, silently when the session says so', () => {
    const two = new Conversation(testSession({ maxConversation: 2 }));
    expect(two.ask('停车收费吗').ends).toBe(false);
    expect(two.ask('退货政策')).toMatchObject({ ends: true, closing: '再见！' });
    const silent = new Conversation(testSession({ maxConversation: 1, scriptEndType: 'silent' }));
    expect(silent.ask('停车收费吗')).toMatchObject({ ends: true, closing: null });
  });

  it('offers close FAQ questions as suggestions when the match is not certain', () => {
    const verdict = faqVerdict(session, '会员的事情');
    expect(verdict).toEqual({
      suggestions: expect.arrayContaining(['会员卡丢了怎么办？', '会员积分怎么用？']),
    });
    const talk = new Conversation(session);
    const turn = talk.ask('会员的事情');
    expect(turn.source).toBe('none');
    expect(turn.text).toMatch(/^您可以问我营业时间或退货。会员/);
  });
});
