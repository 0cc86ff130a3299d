import 'server-only';
import {
  BASE_INFO_FIELDS,
  type BaseInfoField,
  type ConversationInfo,
  type SessionLanguage,
} from '@/features/sessions/contract';
import type { ChatMessage } from '../../llm/types';

/** Characters (not tokens: a Chinese character is about one token, an English word about 1.3 for 5 characters). */
export const PROMPT_BUDGET = 8_000;
export const HISTORY_TURNS = 6;

export interface KnowledgePassage {
  text: string;
  /** Where it comes from: a document's name, an FAQ category. */
  source: string;
}

export interface PromptInput {
  language: SessionLanguage;
  /** The session's own prompt (`modelDtoList[].prompt`). */
  prompt: string;
  info: ConversationInfo;
  /** Earlier turns of this conversation, oldest first. */
  history: ReadonlyArray<{ question: string; answer: string }>;
  /** Passages found for the question, best first. */
  knowledge: readonly KnowledgePassage[];
  question: string;
  budget?: number;
  historyTurns?: number;
}

const TEXTS: Record<
  SessionLanguage,
  { role: (name: string) => string; info: string; knowledge: string; labels: Record<BaseInfoField, string> }
> = {
  zh: {
    role: (name) =>
      `你是${name}，一位正在与访客实时语音对话的数字人。请用中文回答，简短、口语化，不使用 Markdown、列表或表情符号。`,
    info: '你的基本信息：',
    knowledge:
      '参考资料（只依据其中的内容回答相关问题，资料里没有的不要编造；用到某份文档时，说出文档的名称，例如“根据《产品手册》”）：',
    labels: {
      name: '姓名',
      nickname: '昵称',
      gender: '性别',
      age: '年龄',
      height: '身高',
      weight: '体重',
      characters: '性格',
      backgroundStory: '背景故事',
    },
  },
  en: {
    role: (name) =>
      `You are ${name}, a digital human in a live voice conversation with a visitor. Answer in English, briefly and as spoken language, without Markdown, lists or emoji.`,
    info: 'About you:',
    knowledge:
      'Reference material (answer related questions from it only; do not invent what it does not say; when you use a document, name it, e.g. "according to the product manual"):',
    labels: {
      name: 'Name',
      nickname: 'Nickname',
      gender: 'Gender',
      age: 'Age',
      height: 'Height',
      weight: 'Weight',
      characters: 'Character',
      backgroundStory: 'Background story',
    },
  },
  ja: {
    role: (name) =>
      `あなたは${name}、訪問者とリアルタイムで音声会話をしているデジタルヒューマンです。日本語で、短く話し言葉で答えてください。Markdown、箇条書き、絵文字は使わないでください。`,
    info: 'あなたの基本情報：',
    knowledge:
      '参考資料（関連する質問にはこの内容だけに基づいて答え、書かれていないことは作らないでください。文書を使うときは、「製品マニュアルによると」のように文書名を挙げてください）：',
    labels: {
      name: '名前',
      nickname: 'ニックネーム',
      gender: '性別',
      age: '年齢',
      height: '身長',
      weight: '体重',
      characters: '性格',
      backgroundStory: '経歴',
    },
  },
};

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= 1 ? '' : `${text.slice(0, max - 1)}…`;
}

/**
 * The messages for a large model: a system message (who it is, the session's prompt, its basic information, the
 * knowledge passages with their sources), the recent turns and the question, within `budget` characters. The role,
 * prompt and question always go in; passages take what is left first (up to 60 %), then the newest turns that fit
 * whole.
 */
export function buildPrompt(input: PromptInput): ChatMessage[] {
  const budget = input.budget ?? PROMPT_BUDGET;
  const texts = TEXTS[input.language];
  const question = clip(input.question.trim(), Math.floor(budget / 4));
  const info = BASE_INFO_FIELDS.map((field) => [field, input.info[field].trim()] as const).filter(
    ([, v]) => v,
  );
  const head = [
    texts.role(input.info.nickname.trim() || input.info.name.trim()),
    input.prompt.trim(),
    info.length
      ? [texts.info, ...info.map(([field, value]) => `${texts.labels[field]}: ${value}`)].join('\n')
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const system = clip(head, Math.max(0, budget - question.length));
  let left = budget - system.length - question.length;

  const passages: string[] = [];
  let knowledgeLeft = Math.floor(left * 0.6) - texts.knowledge.length - 2;
  input.knowledge.forEach((passage) => {
    const line = `[${passages.length + 1}] (${passage.source}) ${passage.text.trim()}`;
    if (line.length + 1 <= knowledgeLeft) {
      passages.push(line);
      knowledgeLeft -= line.length + 1;
    } else if (passages.length === 0 && knowledgeLeft >= 200) {
      passages.push(clip(line, knowledgeLeft - 1));
      knowledgeLeft = 0;
    }
  });
  const knowledge = passages.length ? `\n\n${texts.knowledge}\n${passages.join('\n')}` : '';
  left -= knowledge.length;

  const turns: ChatMessage[][] = [];
  for (const turn of input.history.slice(-(input.historyTurns ?? HISTORY_TURNS)).reverse()) {
    const size = turn.question.length + turn.answer.length;
    if (size > left) break;
    left -= size;
    turns.unshift([
      { role: 'user', content: turn.question },
      { role: 'assistant', content: turn.answer },
    ]);
  }
  return [
    { role: 'system', content: system + knowledge },
    ...turns.flat(),
    { role: 'user', content: question },
  ];
}
