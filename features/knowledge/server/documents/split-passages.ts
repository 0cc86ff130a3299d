// A document's text cut into passages for retrieval: a few sentences each (about 300–500 characters), ending where a
// sentence ends whenever one is near, and starting with the previous passage's last sentence when it is short, so a
// question about two neighbouring sentences still finds them together. Pure, so it is tested without a database.

export interface SplitOptions {
  /** A passage closes at the first sentence end past this length. */
  target?: number;
  /** And never grows past this one (a longer sentence is cut at a comma or a space). */
  max?: number;
  /** Below this length a passage is not closed early for a sentence end. */
  min?: number;
  /** Trailing sentences of up to this many characters are repeated at the start of the next passage. */
  overlap?: number;
}

interface Unit {
  text: string;
  /** What joins it to the next unit: nothing (Chinese), a space, a line break. */
  sep: string;
  /** Ends with sentence punctuation or a paragraph. */
  ends: boolean;
}

const TERMINATORS = new Set([...'。！？!?；;…']);
const CLOSERS = new Set([...'”’"\'）)」』】]']);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}　-〿＀-￯]/u;

/** Text as extracted: Windows line ends, odd spaces and runs of blank lines made plain. */
function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u3000]+/g, ' ')
    .replace(/[ ]*\n[ ]*/g, '\n')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const joiner = (left: string, right: string) =>
  CJK.test(left.at(-1) ?? '') && CJK.test(right[0] ?? '') ? '' : ' ';

/** Sentences (and lines, which may be wrapped sentences) of one paragraph. */
function sentencesOf(paragraph: string): Unit[] {
  const units: Unit[] = [];
  let start = 0;
  const push = (end: number, ends: boolean, sep: string) => {
    const text = paragraph.slice(start, end).trim();
    if (text) units.push({ text, sep, ends });
    start = end;
  };
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i]!;
    const period = char === '.' && (i + 1 === paragraph.length || /\s/.test(paragraph[i + 1]!));
    if (TERMINATORS.has(char) || period) {
      let end = i + 1;
      while (end < paragraph.length && (TERMINATORS.has(paragraph[end]!) || CLOSERS.has(paragraph[end]!)))
        end++;
      const next = paragraph.slice(end).trimStart()[0] ?? '';
      push(end, true, paragraph[end] === '\n' ? '\n' : joiner(paragraph[end - 1]!, next));
      i = end - 1;
    } else if (char === '\n') push(i, false, '\n');
  }
  push(paragraph.length, true, '\n\n');
  if (units.length > 0) units.at(-1)!.sep = '\n\n';
  return units;
}

/** A sentence longer than `max`, in pieces: at a comma when there is one, else at a space, else where it must. */
function cutLong(unit: Unit, max: number): Unit[] {
  const pieces: Unit[] = [];
  let rest = unit.text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const comma = Math.max(...[...'，、,：:'].map((c) => window.lastIndexOf(c)));
    const space = window.lastIndexOf(' ');
    const at = comma > max / 2 ? comma + 1 : space > max / 2 ? space + 1 : max;
    pieces.push({ text: rest.slice(0, at).trim(), sep: joiner(rest[at - 1]!, rest[at] ?? ''), ends: false });
    rest = rest.slice(at).trimStart();
  }
  pieces.push({ ...unit, text: rest });
  return pieces;
}

const lengthOf = (units: Unit[]) => units.reduce((sum, unit) => sum + unit.text.length + unit.sep.length, 0);
const render = (units: Unit[]) =>
  units
    .map((unit, index) => unit.text + (index < units.length - 1 ? unit.sep : ''))
    .join('')
    .trim();

export function splitPassages(text: string, options: SplitOptions = {}): string[] {
  const { target = 400, max = 500, min = 300, overlap = 80 } = options;
  const units = normalize(text)
    .split(/\n\n/)
    .flatMap(sentencesOf)
    .flatMap((unit) => cutLong(unit, max));
  const passages: string[] = [];
  let current: Unit[] = [];
  /** How many units at the start of `current` were repeated from the previous passage. */
  let carried = 0;

  const close = (count: number) => {
    const done = current.slice(0, count);
    passages.push(render(done));
    const tail: Unit[] = [];
    for (let i = done.length - 1; i >= 0 && lengthOf([done[i]!, ...tail]) <= overlap; i--)
      tail.unshift(done[i]!);
    // Never repeat a whole passage: that would only be the same text twice.
    const repeat = tail.length < done.length ? tail : [];
    current = [...repeat, ...current.slice(count)];
    carried = repeat.length;
  };

  for (const unit of units) {
    if (current.length > carried && lengthOf(current) + unit.text.length > max) {
      // Past the limit: end at the last sentence end that leaves a passage of a fair length, else before this unit.
      let cut = current.length;
      for (let i = current.length - 1; i >= carried; i--)
        if (current[i]!.ends && lengthOf(current.slice(0, i + 1)) >= min) {
          cut = i + 1;
          break;
        }
      close(cut);
      while (current.length > 0 && lengthOf(current) + unit.text.length > max) {
        // What was carried over plus this unit would not fit: drop the overlap rather than cut the sentence.
        if (carried > 0) {
          current = current.slice(carried);
          carried = 0;
        } else close(current.length);
      }
    }
    current.push(unit);
    if (unit.ends && lengthOf(current) >= target) close(current.length);
  }
  if (current.length > carried) passages.push(render(current));
  return passages.filter((passage) => passage.length > 0);
}
