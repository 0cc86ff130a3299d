import { z } from 'zod';
import { portraitRigSchema, type PortraitRig } from '@/components/digital-human/portrait/rig';
import type { PictureBackground, PictureLayout } from '@/components/digital-human/SessionPicture';
import type { DrawnCharacter } from '@/components/digital-human/types';

// The offline package (issue 26 §1): a static web app, the session it plays and the licence code it runs under. This
// is the contract between the server that builds the package (features/offline/server, branch `offpkg`) and the app
// the package carries (features/offline/package-app). No server imports: both sides bundle it.

/** Bumped when `session.json` changes shape: an app refuses a session of another format. */
export const OFFLINE_SESSION_FORMAT = 1;

/**
 * The package's files, relative to its root (the zip's top folder). `scripts/build-offline-app.mjs` writes all but
 * `session` into `.offline-app/`; the server adds `session.json` and zips the folder.
 */
export const PACKAGE_FILES = {
  index: 'index.html',
  app: 'app.js',
  styles: 'app.css',
  serviceWorker: 'sw.js',
  manifest: 'manifest.webmanifest',
  icon: 'icon.svg',
  session: 'session.json',
  licences: 'LICENCES.txt',
  readme: 'README.txt',
  /** eSpeak NG compiled to WebAssembly (GPL-3.0-or-later; its voices and the package language's dictionary inside). */
  espeakScript: 'espeak/espeak-ng.js',
  espeakWasm: 'espeak/espeak-ng.wasm',
  /** Written by the build: every file above but `session.json`, with sizes, for the builder and the service worker. */
  fileList: 'files.json',
} as const;

/** The folder the build script writes (git-ignored), relative to the repository root. */
export const OFFLINE_APP_DIR = '.offline-app';

/** What the build writes to `files.json`. */
export const packageFileListSchema = z.object({
  builtAt: z.string(),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative() })),
});
export type PackageFileList = z.infer<typeof packageFileListSchema>;

/** What a package leaves out, so the app can say so and the console can list it. */
export const OFFLINE_LEFT_OUT = ['largeModel', 'serverAsr', 'cloudVoices', 'documents', 'portrait'] as const;
export type OfflineLeftOut = (typeof OFFLINE_LEFT_OUT)[number];

const ed25519PublicJwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kid: z.string().optional(),
});

const characterSchema = z.custom<DrawnCharacter>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DrawnCharacter).characterCode === 'string' &&
    typeof (value as DrawnCharacter).look === 'object',
  'character',
);

const backgroundSchema = z
  .object({
    type: z.enum(['builtin', 'upload']),
    backgroundId: z.string(),
    /** An upload, copied into the package: a file name in it (e.g. `background.jpg`) or a data: URL. */
    url: z.string().nullable().optional(),
  })
  .nullable() satisfies z.ZodType<PictureBackground | null>;

const layoutSchema = z.object({
  videoWidth: z.number().positive(),
  videoHeight: z.number().positive(),
  humanX: z.number(),
  humanY: z.number(),
  humanWidth: z.number(),
  humanHeight: z.number(),
}) satisfies z.ZodType<PictureLayout>;

/**
 * The FAQ's prebuilt search index. Each item's terms are its question's words as the platform's tokenizer cuts
 * them (jieba for Chinese), plus every two-character run of its Chinese/Japanese text, so that a question the
 * browser segments differently (Intl.Segmenter) still meets it; Latin words are lower-cased and stemmed by neither
 * side. `idf` weighs a term by how few items hold it: ln(1 + N / df).
 */
export const faqIndexSchema = z.object({
  /** Item `i`'s terms (of its question; the answer is not searched, as on the server). */
  terms: z.array(z.array(z.string())),
  idf: z.record(z.string(), z.number()),
  /** A best item at or above `answer` is the answer; at or above `context` it is offered as a suggestion. */
  thresholds: z.object({ answer: z.number(), context: z.number() }),
});
export type FaqIndex = z.infer<typeof faqIndexSchema>;

export const offlineSessionSchema = z.object({
  format: z.literal(OFFLINE_SESSION_FORMAT),
  sessionId: z.string().min(1),
  /** The session's revision the package was built from: the licence's `pkg`; a newer one means "fetch again". */
  version: z.number().int().nonnegative(),
  builtAt: z.string(),
  language: z.enum(['zh', 'en', 'ja']),
  name: z.string(),
  /** The drawn character; a portrait session's stand-in, drawn when its portrait is not carried. */
  character: characterSchema,
  /**
   * A session whose character is its corporation's approved talking portrait (issue 24): the photo (a data: URL,
   * so that it works with no network) and its face mesh. The app shows it with its "AI" mark.
   */
  portrait: portraitRigSchema.optional(),
  background: backgroundSchema,
  layout: layoutSchema,
  /** The eSpeak voice the answers are said in (`cmn-f3`, `en-us-f3`…), with the session's pitch and speed. */
  voice: z.object({
    espeakVoice: z.string(),
    pitch: z.number().min(0).max(100),
    speed: z.number().positive(),
  }),
  scripts: z.object({
    prologue: z.string().nullable(),
    farewell: z.string().nullable(),
    waitingPhrase: z.string().nullable(),
    unknownQuestion: z.string().nullable(),
    guidingLanguage: z.string().nullable(),
    wakeWord: z.string().nullable(),
  }),
  /** Questions a conversation takes; the one that reaches it is the last. */
  maxConversation: z.number().int().positive(),
  scriptEndType: z.enum(['farewell', 'silent']),
  unanswered: z.object({
    unReplyCount: z.number().int().positive(),
    unReplayUsed: z.union([z.literal(0), z.literal(1)]),
    unReplyHangUp: z.union([z.literal(0), z.literal(1)]),
  }),
  scenes: z.array(z.object({ keywords: z.array(z.string()).min(1), reply: z.string() })),
  faq: z.object({
    items: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
    index: faqIndexSchema,
  }),
  /** Questions shown as buttons under the picture (the first FAQ questions unless the builder chose others). */
  suggestions: z.array(z.string()),
  platform: z.object({
    /** Where the device activates and sends transcripts when online, e.g. `https://dh.example.com`. */
    origin: z.string().url(),
    /**
     * The prefix the platform is served under (`BASE_PATH`, spec §2: `/dh`), '' at the root. Apart from the origin:
     * a device call is `origin + basePath + /api/…` (`platformApiUrl`). Missing in packages built before it: ''.
     */
    basePath: z
      .string()
      .regex(/^(?:\/[A-Za-z0-9._~-]+)*$/)
      .optional(),
    /** The platform's licence-signing public key: licences are checked with it offline. */
    publicJwk: ed25519PublicJwk,
  }),
  offline: z.array(z.enum(OFFLINE_LEFT_OUT)),
});
export type OfflineSession = z.infer<typeof offlineSessionSchema>;

/** The URL of a platform call (`/offline/activate` → `https://dh.example.com/dh/api/offline/activate`). */
export function platformApiUrl(
  platform: Pick<OfflineSession['platform'], 'origin' | 'basePath'>,
  path: string,
) {
  return new URL(`${platform.basePath ?? ''}/api${path}`, platform.origin);
}

// ---------------------------------------------------------------------------------------------------------------
// The index, built here (pure) so that the server and the tests make the same one.

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const WORD = /[\p{L}\p{N}]/u;

/** Words and function words that say how something is asked, not what: never terms. */
const STOP = new Set(
  `a an the is are was were be been am do does did i me my we our us you your it its this that these those to of in
  on at for with from by as and or but if can could will would should how what which who where when why there here
  please any some so have has want need then than just about into get much many
  的 了 吗 呢 吧 啊 呀 么 是 我 你 您 和 与 及 或 在 请问 什么 怎么 怎样 如何 哪里 哪儿 哪些 哪个 多少 一下 可以 能 要 想
  は が を に の で と も か な ね よ です ます ですか ますか`.split(/\s+/),
);

/** Text as both sides compare it: NFKC, lower case. */
export const foldText = (text: string) => text.normalize('NFKC').toLowerCase();

/** Every two-character run of the text's Chinese/Japanese (a lone character stands for itself). */
export function cjkBigrams(text: string): string[] {
  const out: string[] = [];
  for (const run of foldText(text).match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** The words of a text by Intl.Segmenter (what the browser has); stop words and punctuation out. */
export function segmenterWords(text: string, language: 'zh' | 'en' | 'ja'): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(foldText(text))]
    .filter((part) => part.isWordLike !== false && WORD.test(part.segment))
    .map((part) => part.segment.trim());
}

/** A text's terms: the tokenizer's words (stop words out) and the CJK bigrams, each once. */
export function textTerms(text: string, words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const word of words) {
    const folded = foldText(word).trim();
    if (!folded || STOP.has(folded) || !WORD.test(folded)) continue;
    // A single CJK character is too common to count alone, except as the bigram fallback below.
    if ([...folded].length === 1 && CJK_CHAR.test(folded)) continue;
    terms.add(folded);
  }
  for (const bigram of cjkBigrams(text)) if (!STOP.has(bigram)) terms.add(bigram);
  return [...terms];
}

/** The default thresholds, measured on the questions of contents.test.ts. */
export const FAQ_THRESHOLDS = { answer: 0.6, context: 0.35 } as const;

export function buildFaqIndex(
  questions: readonly string[],
  tokenize: (text: string) => string[],
  thresholds: FaqIndex['thresholds'] = FAQ_THRESHOLDS,
): FaqIndex {
  const terms = questions.map((question) => textTerms(question, tokenize(question)));
  const df = new Map<string, number>();
  for (const list of terms) for (const term of list) df.set(term, (df.get(term) ?? 0) + 1);
  const idf: Record<string, number> = {};
  for (const [term, count] of df)
    idf[term] = Math.round(Math.log(1 + questions.length / count) * 1000) / 1000;
  return { terms, idf, thresholds };
}

export interface OfflineSessionInput {
  sessionId: string;
  version: number;
  builtAt: Date;
  language: OfflineSession['language'];
  name: string;
  character: DrawnCharacter;
  portrait?: PortraitRig;
  background: PictureBackground | null;
  layout: PictureLayout;
  voice: OfflineSession['voice'];
  scripts: { scriptType: string; scriptContent: string }[];
  maxConversation: number;
  scriptEndType: OfflineSession['scriptEndType'];
  unanswered: OfflineSession['unanswered'];
  scenes: OfflineSession['scenes'];
  faq: { id: string; question: string; answer: string }[];
  platform: OfflineSession['platform'];
  /** The platform's tokenizer (jieba on the server); Intl.Segmenter when not given. */
  tokenize?: (text: string) => string[];
  /** What the session uses that the package cannot carry (a large model, server ASR, a cloud voice, documents). */
  offline: OfflineLeftOut[];
  suggestions?: string[];
}

const SUGGESTIONS_SHOWN = 4;

/** `session.json` of a package, from the session as the server reads it. Pure. */
export function buildOfflineSession(input: OfflineSessionInput): OfflineSession {
  const script = (type: string) =>
    input.scripts.find((entry) => entry.scriptType === type)?.scriptContent.trim() || null;
  const tokenize = input.tokenize ?? ((text: string) => segmenterWords(text, input.language));
  return offlineSessionSchema.parse({
    format: OFFLINE_SESSION_FORMAT,
    sessionId: input.sessionId,
    version: input.version,
    builtAt: input.builtAt.toISOString(),
    language: input.language,
    name: input.name,
    character: input.character,
    portrait: input.portrait,
    background: input.background,
    layout: input.layout,
    voice: input.voice,
    scripts: {
      prologue: script('prologue'),
      farewell: script('farewell'),
      waitingPhrase: script('waitingPhrase'),
      unknownQuestion: script('unknownQuestion'),
      guidingLanguage: script('guidingLanguage'),
      wakeWord: script('wakeWord'),
    },
    maxConversation: input.maxConversation,
    scriptEndType: input.scriptEndType,
    unanswered: input.unanswered,
    scenes: input.scenes,
    faq: {
      items: input.faq,
      index: buildFaqIndex(
        input.faq.map((item) => item.question),
        tokenize,
      ),
    },
    suggestions: input.suggestions ?? input.faq.slice(0, SUGGESTIONS_SHOWN).map((item) => item.question),
    platform: input.platform,
    offline: [...new Set(input.offline)],
  });
}
