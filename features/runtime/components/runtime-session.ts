import type { PictureBackground, PictureLayout } from '@/components/digital-human/SessionPicture';
import type { PortraitRig } from '@/components/digital-human/portrait/rig';
import type { DrawnCharacter } from '@/components/digital-human/types';
import type { EntryKind } from '@/features/runtime/contract';

/**
 * What the runtime page needs of a session, composed on the server by the page (app/_pages/runtime-page.tsx) from
 * the sessions feature's public read: no ids beyond the one the visitor opened, no settings it has no use for.
 */
export interface RuntimeSession {
  entry: EntryKind;
  /** The conversationId (preview, userPreview), share code (share) or appId (app) that `start` names. */
  target: string;
  /** An application's start: the platform's ticket for this page (the SDK's, or one for a visitor token). */
  credentials?: { ticket?: string };
  /** Embedded by the SDK: the host page's origin (the ticket's, checked by the server) it takes commands from. */
  embed?: { hostOrigin: string };
  name: string;
  language: 'zh' | 'en' | 'ja';
  character: DrawnCharacter;
  /**
   * Set when the session's character is one of the corporation's own talking portraits (issue 24): the runtime then
   * animates this photo instead of drawing `character` (which stays as the fallback drawing's parameters).
   */
  portrait?: PortraitRig;
  background: PictureBackground | null;
  layout: PictureLayout;
  page: {
    promptTitle: string;
    promptContent: string;
    reSessionText: string;
    busyText: string;
    networkText: string;
    errorText: string;
    /** The start button's words when the owner wrote their own (a hosted experience); else the runtime's. */
    startText?: string;
  };
  /**
   * Where the page goes once a conversation has ended and its farewell has been heard (a hosted experience's end
   * URL): only as the top-level page — inside a frame, the embedding page decides.
   */
  endUrl?: string;
  /** Set in wake-word dialogue: the visitor's words are ignored until one holds it. */
  wakeWord: string | null;
  /** Where speech is recognized: the browser's own recognizer, or the server's (utterances cut by VAD). */
  asr: 'browser' | 'server';
}
