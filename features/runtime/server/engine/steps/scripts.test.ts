import { describe, expect, it } from 'vitest';
import { availableScripts, sessionScripts, waitingPhraseDue, WAITING_PHRASE_AFTER_MS } from './scripts';

const list = [
  { scriptType: 'prologue' as const, scriptContent: ' 您好，我是小爱。 ' },
  { scriptType: 'waitingPhrase' as const, scriptContent: '请稍等，我想一想。' },
  { scriptType: 'farewell' as const, scriptContent: '再见！' },
  { scriptType: 'unknownQuestion' as const, scriptContent: '   ' },
  { scriptType: 'interruptingWords' as const, scriptContent: '停，等一下' },
];

describe("the session's scripts", () => {
  it('picks each script by type, trimmed, and null when absent or blank', () => {
    const scripts = sessionScripts(list);
    expect(scripts).toMatchObject({
      prologue: '您好，我是小爱。',
      waitingPhrase: '请稍等，我想一想。',
      farewell: '再见！',
      unknownQuestion: null,
      guidingLanguage: null,
      interruptingWords: ['停', '等一下'],
    });
    expect(availableScripts(scripts)).toEqual(['prologue', 'waitingPhrase', 'farewell', 'interruptingWords']);
  });

  it('says the waiting phrase only once the wait is long enough and no sentence is ready', () => {
    const scripts = sessionScripts(list);
    const askedAt = 1000;
    expect(
      waitingPhraseDue(scripts, {
        askedAt,
        now: askedAt + WAITING_PHRASE_AFTER_MS - 1,
        firstSentenceReady: false,
      }),
    ).toBe(false);
    expect(
      waitingPhraseDue(scripts, {
        askedAt,
        now: askedAt + WAITING_PHRASE_AFTER_MS,
        firstSentenceReady: false,
      }),
    ).toBe(true);
    expect(waitingPhraseDue(scripts, { askedAt, now: askedAt + 5000, firstSentenceReady: true })).toBe(false);
    expect(
      waitingPhraseDue(sessionScripts([]), { askedAt, now: askedAt + 5000, firstSentenceReady: false }),
    ).toBe(false);
  });
});
