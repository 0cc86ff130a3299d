import 'server-only';
import type { KnowledgeMatchDto } from '@/features/knowledge/contract';
import type { AppStart, ModelFailureKind, ModelHealthOption } from '@/features/runtime/contract';
import type { SessionStatus, SessionValues } from '@/features/sessions/contract';
import type { ConversationNotice } from '../conversation/notices';
import type { SlotsOf } from '../chats/leases';
import type { ModelOption } from '../llm/llm-config';
import type { ChatProvider } from '../llm/types';

// What the conversation engine needs from the rest of the platform, as small interfaces: app/ composes them from
// the sessions, knowledge and runtime server modules, and the engine's tests hand it fakes.

/** A session as the runtime reads it: the owner's values, whose it is, and its revision. */
export interface LoadedSession {
  id: string;
  corpId: string;
  status: SessionStatus;
  /** Bumped on every save: a running conversation compares it with the one it began with. */
  revision: number;
  shareCode: string;
  values: SessionValues;
}

export type SessionTarget = { id: string } | { shareCode: string };

export interface VoiceChoice {
  ttsId: string;
  volume: number;
  pitch: number;
  speed: number;
  language: SessionValues['language'];
}

/** A sentence's clip: its id at GET /api/bot/audio/<clipId>.wav; null when the visitor's device speaks. */
export type SpokenClip = { clipId: string; cached: boolean } | null;

export interface KnowledgeQuery {
  useFaq: boolean;
  categoryIds: readonly string[];
  useFiles: boolean;
  fileIds: readonly string[];
}

export interface RuntimePorts {
  loadSession(target: SessionTarget): Promise<LoadedSession | null>;
  /**
   * An application's start (entry 'app', the deployment area): it must be active and serve a session, and its
   * ticket, when one comes, must check out.
   */
  openApp(appId: string, credentials: { ticket?: string }): Promise<AppStart>;
  /**
   * The slots of the pool a new conversation would take one from (the deployment area's grants and applications):
   * read with the transaction that holds the corporation's row lock.
   */
  slots: SlotsOf;
  /**
   * Whether the corporation may start a conversation at all (billing: arrears beyond its credit limit stop new
   * conversations when the operator set them to). Without it (the engine's tests) every corporation may.
   */
  mayStart?(corpId: string): Promise<boolean>;
  matchKnowledge(corpId: string, question: string, query: KnowledgeQuery): Promise<KnowledgeMatchDto>;
  /** Synthesizes (or finds in the cache) one sentence in the session's voice; aborting stops it. */
  speak(text: string, voice: VoiceChoice, signal: AbortSignal): Promise<SpokenClip>;
  models: {
    /** The operator's option A or B; null when it is not configured. */
    operator(option: ModelOption): ChatProvider | null;
    /** The session's own third-party model. */
    thirdParty(options: { url: string; stream: boolean; sessionId: string; language: string }): ChatProvider;
  };
  /**
   * Tells the corporation's own systems what happened (the deployment area's webhooks); resolves once the notice is
   * queued, or known to have no listener. Without it (the engine's tests) nobody is told.
   */
  notify?(corpId: string, notice: ConversationNotice): Promise<void>;
  /**
   * A large model failed in a turn: logged with the request and counted for the owner's model health (the runtime's
   * health module). Without it (the engine's tests) nothing is recorded.
   */
  modelFailed?(report: {
    corpId: string;
    sessionId: string;
    chatId: string | null;
    option: ModelHealthOption;
    kind: ModelFailureKind;
    status: number | null;
    fallback: string;
  }): Promise<void>;
  /** Resolves after `ms` (the waiting phrase's timer); a seam for the tests. */
  after?(ms: number, signal: AbortSignal): Promise<void>;
}

/** When no knowledge base answers (none configured, or not reachable): nothing found. */
export const NO_KNOWLEDGE: KnowledgeMatchDto = {
  faq: { decision: 'none', matches: [], thresholds: { answer: 1, context: 1 } },
  passages: [],
  ms: 0,
};
