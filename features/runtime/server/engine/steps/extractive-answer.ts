import 'server-only';
import { stemmer } from 'stemmer';

// An answer read out of a document when no model answers: the sentences of the best passage that hold what the
// question asks, a few at most. Retrieval has already said how much of the question the passage covers (its score,
// with synonyms and near forms); this step only picks which of the passage's sentences to say, and refuses when
// what matched is spread so thinly over the passage that no short extract holds it.

/**
 * When a passage "clearly answers", measured on the documents of the tests and the e2e fixtures and a few of other
 * domains, asked by someone who had read only them (the table of extractive-answer.test.ts):
 * - the passage's score (retrieval: the IDF-weighted share of the question's terms it holds, synonyms counted) is
 *   at least 0.45: questions on the subject that the document does not answer score 0.31–0.46 ("… for a rocket",
 *   "挂号费多少钱"), since the word it lacks counts at full weight, while answered paraphrases score 0.48–1.00;
 *   the floor takes most of the first out, the next check the rest;
 * - the extract itself visibly holds at least 0.6 of the question's own words: a passage may score high through a
 *   synonym ("cost" for "fee") that no sentence spells, and then the sentence picked would be the wrong one;
 * - and it holds at least 0.6 of what the whole passage matches (weighted): less means the question's words are
 *   scattered over sentences about other things.
 * Of 34 answerable questions 23 got the right sentences and none a wrong one; of 15 that the documents do not
 * answer, one got a related sentence. The misses use words the documents do not (a model answers those).
 */
export const EXTRACT_MIN_SCORE = 0.45;
export const EXTRACT_MIN_ANSWERED = 0.6;
export const EXTRACT_MIN_COVERAGE = 0.6;
/** A few sentences, never the whole passage (passages are 300–500 characters). */
export const EXTRACT_MAX_SENTENCES = 3;
/** Characters of the extract beyond its best sentence: ~20 s of Chinese speech, ~25 s of English. */
export const EXTRACT_MAX_CHARS = { cjk: 120, latin: 360 } as const;
/** Another sentence joins the best one only when what it adds weighs this much of what the best one holds. */
const SECOND_FACET = 0.5;

export interface PassageCandidate {
  fileId: string;
  fileName: string;
  ordinal: number;
  text: string;
  score: number;
}

export interface ExtractiveAnswer {
  text: string;
  fileId: string;
  fileName: string;
  /** For the debug console: which passage, its score, how much of its match the extract holds, sentences kept. */
  trace: {
    fileId: string;
    ordinal: number;
    score: number;
    coverage: number;
    answered: number;
    sentences: number[];
  };
}

const HAN_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+/gu;
const LATIN_WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Question words and function words: they say how something is asked, not what. */
const CJK_QUESTION_WORDS =
  /请问|是不是|为什么|怎么样|怎么|怎样|如何|什么|哪里|哪儿|哪些|哪个|多少|多久|多长|一下|几|吗|呢|吧|啊|呀|么|的|了|是|我|你|您|和|与|及|或|在|哪|可以|能否|能不能|需要|要|想/g;
const LATIN_STOP = new Set(
  `a an the is are was were be been am do does did i me my we our us you your it its this that these those to of in
  on at for with from by as and or but if can could will would should how what which who where when why there here
  please any some so have has want need then than just about into get much many long`.split(/\s+/),
);

/**
 * What a text is about, as comparable terms: Chinese and Japanese as character pairs (no dictionary needed, and a
 * pair that no sentence holds weighs on none), other scripts as stemmed words without function words.
 */
export function sentenceTerms(text: string): Set<string> {
  const terms = new Set<string>();
  const lower = text.toLowerCase();
  for (const [run] of lower.replace(CJK_QUESTION_WORDS, ' ').matchAll(HAN_RUN)) {
    if (run.length === 1) terms.add(run);
    for (let i = 0; i + 1 < run.length; i++) terms.add(run.slice(i, i + 2));
  }
  for (const [word] of lower.replace(HAN_RUN, ' ').matchAll(LATIN_WORD)) {
    const plain = word.replace(/'s$/, '').replace(/'/g, '');
    if (LATIN_STOP.has(plain)) continue;
    terms.add(/^[a-z]{3,}$/.test(plain) ? stemmer(plain) : plain);
  }
  return terms;
}

const ENDS = new Set([...'。！？!?；;…\n']);
const CLOSERS = new Set([...'”’"\'）)」』】]']);

/** A passage's sentences (and lines, which may be headings), in order, as written. */
export function passageSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const period = char === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]!));
    if (!ENDS.has(char) && !period) continue;
    let end = i + 1;
    while (end < text.length && (ENDS.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
    i = end - 1;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

const isCjk = (text: string) => {
  const chars = [...text];
  return chars.filter((char) => CJK_CHAR.test(char)).length * 3 > chars.length;
};
const joined = (sentences: string[]) =>
  sentences.reduce(
    (all, next) => (!all ? next : isCjk(all.at(-1)!) || isCjk(next[0]!) ? all + next : `${all} ${next}`),
    '',
  );

/**
 * The sentences of `passage` that answer `question`, when the passage clearly answers it: its score is at least
 * EXTRACT_MIN_SCORE, and the best sentence (with a second facet of the question, and the sentence a trailing colon
 * announces) holds EXTRACT_MIN_ANSWERED of the question's words and EXTRACT_MIN_COVERAGE of what the passage
 * matches. Within-passage rarity weighs the
 * question's terms: a word every sentence repeats (the product's name) tells the sentences apart least.
 */
export function extractiveAnswer(question: string, passage: PassageCandidate): ExtractiveAnswer | null {
  if (passage.score < EXTRACT_MIN_SCORE) return null;
  const sentences = passageSentences(passage.text);
  const asked = sentenceTerms(question);
  if (asked.size === 0) return null;
  const holds = sentences.map((sentence) => {
    const lower = sentence.toLowerCase();
    const terms = sentenceTerms(sentence);
    // A Chinese pair or character is held wherever it is written (a single character is no term of a longer run).
    return new Set(
      [...asked].filter((term) => (CJK_CHAR.test(term) ? lower.includes(term) : terms.has(term))),
    );
  });
  const df = new Map<string, number>();
  for (const found of holds) for (const term of found) df.set(term, (df.get(term) ?? 0) + 1);
  const weight = (term: string) => Math.log(1 + sentences.length / (df.get(term) ?? 1));
  const weigh = (terms: Iterable<string>) => [...terms].reduce((sum, term) => sum + weight(term), 0);
  const matched = weigh(df.keys());
  if (matched === 0) return null;

  let best = 0;
  holds.forEach((found, index) => {
    if (weigh(found) > weigh(holds[best]!)) best = index;
  });
  const chosen = new Set([best]);
  const covered = new Set(holds[best]);
  const bestWeight = weigh(covered);
  const budget = isCjk(passage.text) ? EXTRACT_MAX_CHARS.cjk : EXTRACT_MAX_CHARS.latin;
  let extra = 0;
  const take = (index: number) => {
    const length = sentences[index]!.length;
    if (chosen.size >= EXTRACT_MAX_SENTENCES || extra + length > budget) return false;
    chosen.add(index);
    extra += length;
    for (const term of holds[index]!) covered.add(term);
    return true;
  };
  // A sentence ending in a colon announces what follows ("申请需要以下材料：…").
  if (/[:：]$/.test(sentences[best]!) && best + 1 < sentences.length) take(best + 1);
  // A second facet of the question ("opening hours and address"), answered by another sentence.
  const gains = holds
    .map((found, index) => ({ index, gain: weigh([...found].filter((term) => !covered.has(term))) }))
    .filter(({ index, gain }) => !chosen.has(index) && gain >= bestWeight * SECOND_FACET)
    .sort((a, b) => b.gain - a.gain);
  for (const { index } of gains) take(index);

  const coverage = weigh(covered) / matched;
  const answered = covered.size / asked.size;
  if (coverage < EXTRACT_MIN_COVERAGE || answered < EXTRACT_MIN_ANSWERED) return null;
  const order = [...chosen].sort((a, b) => a - b);
  return {
    text: joined(order.map((index) => sentences[index]!)),
    fileId: passage.fileId,
    fileName: passage.fileName,
    trace: {
      fileId: passage.fileId,
      ordinal: passage.ordinal,
      score: passage.score,
      coverage: Math.round(coverage * 100) / 100,
      answered: Math.round(answered * 100) / 100,
      sentences: order,
    },
  };
}
