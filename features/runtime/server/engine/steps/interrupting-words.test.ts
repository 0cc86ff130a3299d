import { describe, expect, it } from 'vitest';
import { interruptingWordList, interruption } from './interrupting-words';

describe('interrupting words', () => {
  it('reads the list separated by commas of either width, 、 and semicolons', () => {
    expect(interruptingWordList('停, 等一下，别说了、stop；wait\n')).toEqual([
      '停',
      '等一下',
      '别说了',
      'stop',
      'wait',
    ]);
    expect(interruptingWordList(null)).toEqual([]);
  });

  it('interrupts on an utterance that is one, with the interrupting sentence when set', () => {
    expect(interruption('等一下！', ['停', '等一下'], ' 好的，您请说。 ')).toEqual({
      word: '等一下',
      sentence: '好的，您请说。',
      hasQuestion: false,
    });
  });

  it('interrupts on an utterance that contains one and says it carries a new question', () => {
    expect(interruption('Stop, what are your hours?', ['stop'], '')).toEqual({
      word: 'stop',
      sentence: null,
      hasQuestion: true,
    });
  });

  it('does not interrupt otherwise, nor on a word inside another word', () => {
    expect(interruption('what are your hours', ['stop', '停'], 'OK')).toBeNull();
    expect(interruption('the bus stopped', ['stop'], 'OK')).toBeNull();
  });
});
