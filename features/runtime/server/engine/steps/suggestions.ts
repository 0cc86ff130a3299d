import 'server-only';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import type { SessionLanguage } from '@/features/sessions/contract';

// "Did you mean…": when the FAQ has items close to the question but none certain, and nothing else answered, the
// best two or three are offered for the visitor to pick; picking one asks it, and its own words answer at once.

/** At most this many questions are offered (a short list is read and heard at a glance). */
export const SUGGESTIONS_MAX = 3;
/**
 * An item is offered with the best one only when it scores within this much of it: further down it is another
 * subject the question happens to share words with.
 */
export const SUGGESTION_SPREAD = 0.2;
/**
 * Two different items at or above the answer threshold within this much of each other are a tie, not an answer:
 * the answer's lift alone moves a score by up to half of what the question left (scoring.ts), so a few hundredths
 * between them says nothing about which the visitor meant.
 */
export const TIE_MARGIN = 0.05;

export interface Suggestion {
  faqId: string;
  question: string;
}

type FaqMatch = KnowledgeMatchDto['faq'];

const sameQuestion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The best item would answer, but another item, asking something else, scores as well. */
export function isTie(faq: FaqMatch): boolean {
  const [best, second] = faq.matches;
  if (faq.decision !== 'answer' || !best || !second) return false;
  return (
    second.score >= faq.thresholds.answer &&
    best.score - second.score < TIE_MARGIN &&
    !sameQuestion(best.question, second.question)
  );
}

/**
 * The FAQ questions to offer for a question nothing answered: the items at or above the context threshold and
 * within SUGGESTION_SPREAD of the best, when the match was close but not certain ('context', or a tie); none when
 * nothing was close ('none') or the FAQ answered.
 */
export function suggestionsFor(faq: FaqMatch): Suggestion[] {
  if (faq.decision === 'none' || (faq.decision === 'answer' && !isTie(faq))) return [];
  const best = faq.matches[0];
  if (!best) return [];
  const offered: Suggestion[] = [];
  for (const item of faq.matches) {
    if (offered.length === SUGGESTIONS_MAX) break;
    if (item.score < faq.thresholds.context || best.score - item.score > SUGGESTION_SPREAD) continue;
    if (offered.some((already) => sameQuestion(already.question, item.question))) continue;
    offered.push({ faqId: item.faqId, question: item.question.trim() });
  }
  return offered;
}

/** What introduces them when the session has no guiding language of its own. */
export const DEFAULT_SUGGESTION_INTRO: Record<SessionLanguage, string> = {
  zh: '您是不是想问：',
  en: 'Did you mean one of these?',
  ja: 'もしかして、次のご質問でしょうか。',
};

const QUESTION_MARK: Record<SessionLanguage, string> = { zh: '？', en: '?', ja: '？' };

/**
 * What the digital human says: the session's guiding language (spec §3 speech labels) or the default, then each
 * question as a sentence of its own, so a visitor who only listens can say the one they meant.
 */
export function suggestionSpeech(
  suggestions: readonly Suggestion[],
  { guidingLanguage, language }: { guidingLanguage: string | null; language: SessionLanguage },
): string {
  const intro = guidingLanguage ?? DEFAULT_SUGGESTION_INTRO[language];
  const asked = suggestions.map(({ question }) =>
    /[?？!！。.]$/.test(question) ? question : question + QUESTION_MARK[language],
  );
  return [intro, ...asked].join(language === 'en' ? ' ' : '');
}
