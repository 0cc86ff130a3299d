import 'server-only';
import {
  DEFAULT_MODEL_CODE,
  SCRIPT_TYPES,
  type ConversationInfo,
  type DefaultConfig,
  type PageSettings,
  type ScriptType,
  type SessionLanguage,
  type SessionValues,
  type LargeModelType,
} from '../../contract';
import { DEFAULT_PROPORTION, PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import { defaultModelOption } from '@/lib/server/operator-options';
import { findCharacter } from '@/features/catalogue/contract/characters/cast';
import { defaultPlacement } from '../../placement';

// The one home of the texts a new session starts from in each language (spec §3 defaultConfig): the global
// settings, quick create, the sample session and a language switch all read them from here.

export const DEFAULT_BACKGROUND = 'b01-office';
export const BUILTIN_START_IMAGE = 'start-default';
export const BUILTIN_LOAD_IMAGE = 'load-default';
export const MAX_SESSION_COUNT = 20;

interface LanguageTexts {
  sessionName: string;
  persona: (name: string) => Omit<ConversationInfo, 'name'>;
  genders: { female: string; male: string };
  scripts: (name: string) => Record<ScriptType, string>;
  page: Omit<PageSettings, 'startImage' | 'loadImage'>;
}

/** The persona a session has before its owner describes one; a character's name replaces it. */
const DEFAULT_NAME: Record<SessionLanguage, string> = { zh: '小安', en: 'Ava', ja: 'アイ' };

const TEXTS: Record<SessionLanguage, LanguageTexts> = {
  zh: {
    sessionName: '我的数字人',
    persona: (name) => ({
      nickname: `数字员工${name}`,
      gender: '',
      age: '28岁',
      height: '168厘米',
      weight: '',
      characters: '亲切、耐心、专业。说话简洁清楚，不确定的事如实说明，并引导客户联系人工服务。',
      backgroundStory: `我是${name}，本机构的数字员工，在大厅和线上为来访的客户介绍业务、解答常见问题、指引办理流程。我熟悉各项服务和所需材料，全天在线。`,
    }),
    genders: { female: '女', male: '男' },
    scripts: (name) => ({
      wakeWord: `你好${name}`,
      prologue: `您好，我是数字员工${name}，很高兴为您服务。请问有什么可以帮您？`,
      waitingPhrase: '好的，请稍等，我帮您查一下。',
      unknownQuestion: '抱歉，这个问题我暂时还回答不了。您可以换个说法再问，或者联系我们的人工客服。',
      farewell: '感谢您的咨询，祝您生活愉快，再见！',
      interruptingWords: '等一下，停一下，暂停',
      interruptingSentence: '好的，您请说。',
      guidingLanguage: '您可以问我业务怎么办理、营业时间、需要带哪些材料，我会一步步为您说明。',
    }),
    page: {
      promptTitle: '欢迎使用数字人服务',
      promptContent: '点击“开始对话”并允许使用麦克风，直接说出您的问题即可；也可以输入文字和我交流。',
      reSessionText: '重新开始',
      continueText: '继续对话',
      busyText: '当前咨询人数较多，请稍后再试。',
      networkText: '网络不稳定，请检查网络后重试。',
      errorText: '服务暂时出现问题，请稍后重试。',
    },
  },
  en: {
    sessionName: 'My digital human',
    persona: (name) => ({
      nickname: `${name}, your digital assistant`,
      gender: '',
      age: '28',
      height: '168 cm',
      weight: '',
      characters:
        'Friendly, patient and professional. Speaks clearly and briefly, says so when unsure, and offers to connect the visitor with a member of staff.',
      backgroundStory: `${name} is our digital assistant, welcoming visitors in the lobby and online: introducing our services, answering common questions and walking people through each step. ${name} knows every service and the documents it needs, and is available around the clock.`,
    }),
    genders: { female: 'Female', male: 'Male' },
    scripts: (name) => ({
      wakeWord: `Hello ${name}`,
      prologue: `Hello, I'm ${name}, your digital assistant. How can I help you today?`,
      waitingPhrase: 'Sure, one moment while I look that up for you.',
      unknownQuestion:
        "I'm sorry, I can't answer that yet. Could you put it another way, or would you like to speak to a member of our staff?",
      farewell: 'Thank you for visiting. Have a great day, goodbye!',
      interruptingWords: 'wait, stop, hold on',
      interruptingSentence: 'Of course, go ahead.',
      guidingLanguage:
        'You can ask me how to apply for a service, our opening hours, or which documents to bring, and I will guide you step by step.',
    }),
    page: {
      promptTitle: 'Welcome to our digital assistant',
      promptContent:
        'Tap "Start conversation" and allow the microphone, then simply ask your question. You can also type to me.',
      reSessionText: 'Start again',
      continueText: 'Continue',
      busyText: 'Many people are talking to us right now. Please try again in a moment.',
      networkText: 'The network is unstable. Please check your connection and try again.',
      errorText: 'Something went wrong on our side. Please try again later.',
    },
  },
  ja: {
    sessionName: 'マイデジタルヒューマン',
    persona: (name) => ({
      nickname: `デジタル案内係の${name}`,
      gender: '',
      age: '28歳',
      height: '168cm',
      weight: '',
      characters:
        '親しみやすく、丁寧で、落ち着いた対応をします。簡潔に分かりやすく話し、分からないことは正直に伝えて、担当者へおつなぎします。',
      backgroundStory: `${name}は当館のデジタル案内係です。ロビーやオンラインで、サービスのご紹介、よくあるご質問への回答、お手続きのご案内を担当しています。各サービスと必要書類に詳しく、いつでもご対応します。`,
    }),
    genders: { female: '女性', male: '男性' },
    scripts: (name) => ({
      wakeWord: `こんにちは${name}`,
      prologue: `こんにちは、デジタル案内係の${name}です。本日はどのようなご用件でしょうか。`,
      waitingPhrase: 'かしこまりました。少々お待ちください。',
      unknownQuestion:
        '申し訳ございません。そのご質問にはまだお答えできません。言い方を変えてお尋ねいただくか、係の者におつなぎします。',
      farewell: 'ご利用ありがとうございました。どうぞお気をつけてお帰りください。',
      interruptingWords: 'ちょっと待って、ストップ、すみません',
      interruptingSentence: 'はい、どうぞお話しください。',
      guidingLanguage:
        'お手続きの方法、営業時間、必要な書類などをお気軽にお尋ねください。順を追ってご案内します。',
    }),
    page: {
      promptTitle: 'デジタル案内係へようこそ',
      promptContent:
        '「会話を始める」を押してマイクの使用を許可し、そのままご質問をお話しください。文字で入力することもできます。',
      reSessionText: 'もう一度始める',
      continueText: '会話を続ける',
      busyText: 'ただいま大変混み合っております。しばらくしてからもう一度お試しください。',
      networkText: '通信が不安定です。接続をご確認のうえ、もう一度お試しください。',
      errorText: '問題が発生しました。しばらくしてからもう一度お試しください。',
    },
  },
};

function baseInfo(language: SessionLanguage, name: string, gender: string): ConversationInfo {
  return { name, ...TEXTS[language].persona(name), gender };
}

function baseSpeech(language: SessionLanguage, name: string) {
  const scripts = TEXTS[language].scripts(name);
  return SCRIPT_TYPES.map((scriptType) => ({ scriptType, scriptContent: scripts[scriptType] }));
}

/** What a new session or a language switch starts from in `language`. */
export function defaultConfig(language: SessionLanguage): DefaultConfig {
  const name = DEFAULT_NAME[language];
  return {
    language,
    baseInfo: baseInfo(language, name, ''),
    baseSpeech: baseSpeech(language, name),
    page: { ...TEXTS[language].page },
    maxSessionCount: MAX_SESSION_COUNT,
  };
}

export interface DefaultSessionInput {
  language: SessionLanguage;
  characterCode: string;
  ttsId: string;
  conversationName?: string;
  /** The operator's model option to answer with; by default the first one configured, none when neither is. */
  model?: LargeModelType | null;
}

/**
 * A complete session that `sessionInput` accepts: the language's defaults, the character standing in the office
 * at 16:9, the built-in start and load pages and a model option the operator configured (never one that is not:
 * without one, answers come from scenes, FAQ, documents and scripts). A known character lends the persona its name
 * and gender.
 */
export function defaultSessionValues({
  language,
  characterCode,
  ttsId,
  conversationName,
  model = defaultModelOption(),
}: DefaultSessionInput): SessionValues {
  const texts = TEXTS[language];
  const character = findCharacter(characterCode);
  const name = character ? character.name[language === 'zh' ? 'zh' : 'en'] : DEFAULT_NAME[language];
  const gender = character ? texts.genders[character.gender] : '';
  const proportion = DEFAULT_PROPORTION;
  const { videoWidth, videoHeight } = PROPORTIONS[proportion];
  return {
    conversationName: conversationName?.trim() || texts.sessionName,
    language,
    isFreedom: true,
    asrType: 'browser',
    conversationInfoDto: baseInfo(language, name, gender),
    pageDto: {
      ...texts.page,
      startImage: `builtin:${BUILTIN_START_IMAGE}`,
      loadImage: `builtin:${BUILTIN_LOAD_IMAGE}`,
    },
    scriptDtoList: baseSpeech(language, name),
    maxConversation: MAX_SESSION_COUNT,
    prologueType: 'fixed',
    scriptEndType: 'farewell',
    dataModelIsUsed: model !== null,
    modelDtoList: model
      ? [{ largeModelType: model, modelCode: DEFAULT_MODEL_CODE, prompt: '', largeName: '', plugin: '' }]
      : [],
    thirdIsUsed: false,
    thirdDto: null,
    knowledgeIsUsed: false,
    knowledgeDtoList: [],
    fileIsUsed: false,
    kbConversationDto: { fileIds: [] },
    sceneIsUsed: false,
    scene: [],
    extendContent: { unReplyCount: 3, unReplayUsed: 1, unReplyHangUp: 1 },
    detailDto: {
      proportion,
      modelIdType: 'builtin',
      modelId: characterCode,
      ...defaultPlacement(videoWidth, videoHeight),
      backgroundDto: { type: 'builtin', backgroundId: DEFAULT_BACKGROUND },
      ttsId,
      ttsVolume: 50,
      ttsPitch: 50,
      ttsSpeedRate: 1,
    },
  };
}
