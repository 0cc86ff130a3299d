import { describe, expect, it } from 'vitest';
import { createSentenceSplitter } from './sentence-splitter';

/** Feeds the text in the given pieces; returns the sentences with the push that completed each. */
function split(pieces: string[], maxLength?: number) {
  const splitter = createSentenceSplitter({ maxLength });
  const timeline = pieces.map((piece) => splitter.push(piece));
  return { timeline, final: splitter.flush(), all: [...timeline.flat(), ...splitter.flush()] };
}

function splitAll(text: string, maxLength?: number) {
  const splitter = createSentenceSplitter({ maxLength });
  return [...[...text].flatMap((char) => splitter.push(char)), ...splitter.flush()];
}

describe('the sentence splitter', () => {
  it('gives each Chinese sentence as soon as the next text shows it has ended', () => {
    const { timeline, final } = split(['您好', '！我是小', '爱。', '有什么', '可以帮您？']);
    expect(timeline).toEqual([[], ['您好！'], [], ['我是小爱。'], []]);
    expect(final).toEqual(['有什么可以帮您？']);
  });

  it('keeps closing quotes and repeated marks with their sentence', () => {
    expect(splitAll('他说：“好的。”然后走了……真的吗？！')).toEqual([
      '他说：“好的。”',
      '然后走了……',
      '真的吗？！',
    ]);
  });

  it('splits English at . ! ? followed by a space, not in numbers, abbreviations or initials', () => {
    expect(
      splitAll('Hello! It costs 3.50 dollars, i.e. cheap. Dr. Smith and J. K. Rowling agree. Really? Yes.'),
    ).toEqual([
      'Hello!',
      'It costs 3.50 dollars, i.e. cheap.',
      'Dr. Smith and J. K. Rowling agree.',
      'Really?',
      'Yes.',
    ]);
  });

  it('waits for the text after a full stop before deciding', () => {
    const { timeline } = split(['Version 2', '.', '5 is out', '. Next']);
    expect(timeline).toEqual([[], [], [], ['Version 2.5 is out.']]);
  });

  it('ends a sentence at a line end and at an English mark followed by Chinese', () => {
    expect(splitAll('第一行\n第二行 OK.好的')).toEqual(['第一行', '第二行 OK.', '好的']);
  });

  it('cuts a sentence that runs past the limit at its last comma, else at a space', () => {
    expect(splitAll('这是一个很长的句子，它一直说下去没有句号，直到最后', 12)).toEqual([
      '这是一个很长的句子，',
      '它一直说下去没有句号，',
      '直到最后',
    ]);
    expect(splitAll('one two three four five six', 10)).toEqual(['one two', 'three four', 'five six']);
  });

  it('drops pieces with nothing to say and never cuts a character in two', () => {
    expect(splitAll('好的。 …… 𠀀𠀀𠀀𠀀', 5)).toEqual(['好的。', '𠀀𠀀', '𠀀𠀀']);
  });

  it('can give the first clause of an answer at a comma, to start speaking sooner', () => {
    const splitter = createSentenceSplitter({ firstClauseMin: 4 });
    expect(splitter.push('好的，')).toEqual([]);
    expect(splitter.push('我们的营业时间是，每天')).toEqual(['好的，我们的营业时间是，']);
    expect(splitter.push('九点到五点，周末休息。谢谢')).toEqual(['每天九点到五点，周末休息。']);
    expect(splitter.flush()).toEqual(['谢谢']);
  });
});
