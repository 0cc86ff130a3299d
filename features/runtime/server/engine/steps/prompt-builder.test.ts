import { describe, expect, it } from 'vitest';
import { buildPrompt, type PromptInput } from './prompt-builder';

const info = {
  name: '小爱',
  nickname: '',
  gender: '女',
  age: '25',
  height: '',
  weight: '',
  characters: '热情',
  backgroundStory: '',
};
const base: PromptInput = {
  language: 'zh',
  prompt: '你是一家咖啡店的店员。',
  info,
  history: [],
  knowledge: [],
  question: '营业时间？',
};

describe('the prompt builder', () => {
  it("puts the role, the session's prompt and its basic information in the system message, the question last", () => {
    const messages = buildPrompt(base);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('你是小爱');
    expect(messages[0]!.content).toContain('你是一家咖啡店的店员。');
    expect(messages[0]!.content).toContain('性别: 女\n年龄: 25\n性格: 热情');
    expect(messages[0]!.content).not.toContain('身高');
    expect(messages[1]).toEqual({ role: 'user', content: '营业时间？' });
  });

  it('writes in the session language', () => {
    const [system] = buildPrompt({ ...base, language: 'en', prompt: '', info: { ...info, nickname: 'Ivy' } });
    expect(system!.content).toMatch(/^You are Ivy, .*Answer in English/);
    expect(system!.content).toContain('Gender: 女');
  });

  it('adds the knowledge passages with their sources and the recent turns in order', () => {
    const messages = buildPrompt({
      ...base,
      knowledge: [
        { text: '每天 9:00–21:00 营业。', source: '门店手册.pdf' },
        { text: '节假日照常营业。', source: 'FAQ：营业' },
      ],
      history: [
        { question: '你好', answer: '您好！' },
        { question: '有拿铁吗', answer: '有的。' },
      ],
    });
    expect(messages[0]!.content).toContain(
      '[1] (门店手册.pdf) 每天 9:00–21:00 营业。\n[2] (FAQ：营业) 节假日照常营业。',
    );
    expect(messages.slice(1).map((m) => `${m.role}:${m.content}`)).toEqual([
      'user:你好',
      'assistant:您好！',
      'user:有拿铁吗',
      'assistant:有的。',
      'user:营业时间？',
    ]);
  });

  it('stays within its budget, dropping the oldest turns and the passages that do not fit', () => {
    const history = Array.from({ length: 10 }, (_, index) => ({
      question: `问题${index}`.padEnd(100, '。'),
      answer: '答'.repeat(100),
    }));
    const knowledge = Array.from({ length: 10 }, (_, index) => ({
      text: '资料'.repeat(100),
      source: `文档${index}`,
    }));
    const messages = buildPrompt({ ...base, history, knowledge, budget: 1500 });
    const size = messages.reduce((sum, message) => sum + message.content.length, 0);
    expect(size).toBeLessThanOrEqual(1500);
    const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(users.at(-1)).toBe('营业时间？');
    expect(users.at(-2)).toMatch(/^问题9/);
    expect(users).not.toContainEqual(expect.stringMatching(/^问题0/));
    expect(messages[0]!.content).toContain('[1] (文档0)');
    expect(messages[0]!.content).not.toContain('(文档9)');
  });
});
