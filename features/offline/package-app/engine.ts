import type { OfflineSession } from '@/features/offline/package/contents';
import { containsPhrase, normalizeForMatch } from '@/lib/text/match-text';
import { searchFaq } from './search';

// The no-model engine of the runtime (features/runtime/server/engine: scenes, the FAQ, suggestions, the unanswered
// handling, the farewell) as the package runs it in the browser, on session.json. The server's steps are
// server-only; these follow the same rules on what a package carries.

export type TurnSource = 'faq' | 'scene' | 'script' | 'none';

export interface Turn {
  /** What the digital human says; null when the session has nothing to say (no unknown-question script). */
  text: string | null;
  source: TurnSource;
  /** FAQ questions offered as "did you mean…" (buttons), when the match was close but not certain. */
  suggestions: string[];
  /** The conversation ends after this turn (unanswered hang-up, or the last question). */
  ends: boolean;
  /** Said after the answer when the conversation ends (the farewell), or null. */
  closing: string | null;
}

/** The scene whose keyword the question holds; the longest keyword wins, then the earlier scene. */
export function matchScene(question: string, scenes: OfflineSession['scenes']): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const scene of scenes)
    for (const keyword of scene.keywords) {
      const length = normalizeForMatch(keyword).length;
      if (length > bestLength && containsPhrase(question, keyword)) {
        best = scene.reply;
        bestLength = length;
      }
    }
  return best;
}

const SUGGESTIONS_MAX = 3;
const SUGGESTION_SPREAD = 0.2;
const TIE_MARGIN = 0.05;
const SUGGESTION_INTRO = {
  zh: '您是不是想问：',
  en: 'Did you mean one of these?',
  ja: 'もしかして、次のご質問でしょうか。',
};
const QUESTION_MARK = { zh: '？', en: '?', ja: '？' };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type FaqVerdict = { answer: string } | { suggestions: string[] } | null;

/** The FAQ's answer when its best item is certain, the close items to offer when it is not, else null. */
export function faqVerdict(session: OfflineSession, question: string): FaqVerdict {
  const { items, index } = session.faq;
  const hits = searchFaq(index, question, session.language);
  const [best, second] = hits;
  if (!best || best.score < index.thresholds.context) return null;
  const bestItem = items[best.index]!;
  const tie =
    second !== undefined &&
    second.score >= index.thresholds.answer &&
    best.score - second.score < TIE_MARGIN &&
    !same(bestItem.question, items[second.index]!.question);
  if (best.score >= index.thresholds.answer && !tie) return { answer: bestItem.answer };
  const offered: string[] = [];
  for (const hit of hits) {
    if (offered.length === SUGGESTIONS_MAX) break;
    if (hit.score < index.thresholds.context || best.score - hit.score > SUGGESTION_SPREAD) continue;
    const question = items[hit.index]!.question.trim();
    if (!offered.some((already) => same(already, question))) offered.push(question);
  }
  return { suggestions: offered };
}

export function suggestionSpeech(session: OfflineSession, questions: readonly string[]): string {
  const language = session.language;
  const intro = session.scripts.guidingLanguage ?? SUGGESTION_INTRO[language];
  const asked = questions.map((q) => (/[?？!！。.]$/.test(q) ? q : q + QUESTION_MARK[language]));
  return [intro, ...asked].join(language === 'en' ? ' ' : '');
}

/** One conversation: how it opens, each question's turn, and when it ends. */
export class Conversation {
  private questions = 0;
  private unansweredInARow = 0;
  ended = false;

  constructor(private readonly session: OfflineSession) {}

  get opening(): string | null {
    return this.session.scripts.prologue;
  }

  private closing(): string | null {
    return this.session.scriptEndType === 'farewell' ? this.session.scripts.farewell : null;
  }

  ask(question: string): Turn {
    if (this.ended) throw new Error('The conversation has ended');
    this.questions += 1;
    const last = this.questions >= this.session.maxConversation;
    const turn = this.answer(question);
    if (turn.ends || last) {
      this.ended = true;
      return { ...turn, ends: true, closing: this.closing() };
    }
    return turn;
  }

  private answer(question: string): Turn {
    const done = { suggestions: [], ends: false, closing: null };
    const scene = matchScene(question, this.session.scenes);
    if (scene !== null) {
      this.unansweredInARow = 0;
      return { ...done, text: scene, source: 'scene' };
    }
    const faq = faqVerdict(this.session, question);
    if (faq && 'answer' in faq) {
      this.unansweredInARow = 0;
      return { ...done, text: faq.answer, source: 'faq' };
    }
    // Suggestions answer nothing: they count as unanswered, as on the server.
    if (faq && faq.suggestions.length > 0) {
      this.unansweredInARow += 1;
      return {
        ...done,
        text: suggestionSpeech(this.session, faq.suggestions),
        source: 'none',
        suggestions: faq.suggestions,
      };
    }
    return this.unanswered();
  }

  /** The unknown-question phrase; after `unReplyCount` in a row the guiding language, hanging up when set. */
  private unanswered(): Turn {
    const { unReplyCount, unReplayUsed, unReplyHangUp } = this.session.unanswered;
    const { unknownQuestion, guidingLanguage } = this.session.scripts;
    this.unansweredInARow += 1;
    const unknown: Turn = {
      text: unknownQuestion,
      source: unknownQuestion === null ? 'none' : 'script',
      suggestions: [],
      ends: false,
      closing: null,
    };
    if (unReplayUsed !== 1 || this.unansweredInARow < unReplyCount) return unknown;
    const hangUp = unReplyHangUp === 1;
    if (!hangUp) this.unansweredInARow = 0;
    const guide =
      guidingLanguage === null ? unknown : { ...unknown, text: guidingLanguage, source: 'script' as const };
    return { ...guide, ends: hangUp };
  }
}
