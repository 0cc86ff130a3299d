import { withBasePath } from '@/lib/config/base-path';
import type { ChatAuth } from '@/features/runtime/api/calls';
import { recognize } from '@/features/runtime/api/calls';

// The two ways the visitor's voice becomes a question: the browser's speech recognition where it exists, or the
// voice-activity detector cutting utterances that the server recognizes. Both report the same few things.

export interface VoiceCallbacks {
  /** The visitor began to speak: the human stops talking (barge-in) and listens. */
  onSpeechStart: () => void;
  onSpeechEnd: () => void;
  onUtterance: (text: string) => void;
  /** The microphone was refused or is missing. */
  onDenied: () => void;
  onFailure: () => void;
}

export interface VoiceInput {
  start(): Promise<void>;
  /** Stop listening; an utterance in progress is still recognized. */
  stop(): void;
  dispose(): void;
}

const SPEECH_LANG = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' } as const;

interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onspeechstart: (() => void) | null;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const browserRecognitionAvailable = () =>
  typeof window !== 'undefined' && recognitionConstructor() !== null;

/** The browser's recognizer: continuous while hands-free, one utterance per push-to-talk. */
export function browserVoiceInput(language: keyof typeof SPEECH_LANG, callbacks: VoiceCallbacks): VoiceInput {
  const Constructor = recognitionConstructor()!;
  let recognition: Recognition | null = null;
  let wanted = false;
  let speaking = false;
  const create = () => {
    const r = new Constructor();
    r.lang = SPEECH_LANG[language];
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (!speaking) {
          speaking = true;
          callbacks.onSpeechStart();
        }
        if (result.isFinal) {
          speaking = false;
          callbacks.onSpeechEnd();
          const text = result[0]?.transcript.trim();
          if (text) callbacks.onUtterance(text);
        }
      }
    };
    r.onerror = (event) => {
      if (
        event.error === 'not-allowed' ||
        event.error === 'service-not-allowed' ||
        event.error === 'audio-capture'
      ) {
        wanted = false;
        callbacks.onDenied();
      } else if (event.error !== 'no-speech' && event.error !== 'aborted') callbacks.onFailure();
    };
    // Browsers end a continuous session after a silence: start again while the visitor still wants to talk.
    r.onend = () => {
      if (speaking) callbacks.onSpeechEnd();
      speaking = false;
      if (wanted) r.start();
    };
    return r;
  };
  return {
    async start() {
      wanted = true;
      recognition ??= create();
      try {
        recognition.start();
      } catch {
        // Already started.
      }
    },
    stop() {
      wanted = false;
      recognition?.stop();
    },
    dispose() {
      wanted = false;
      recognition?.abort();
      recognition = null;
    },
  };
}

/** Utterances cut by voice-activity detection (Silero VAD in the browser), recognized by the server. */
export function serverVoiceInput(auth: () => ChatAuth | null, callbacks: VoiceCallbacks): VoiceInput {
  let vad: { start(): Promise<void>; pause(): Promise<void>; destroy(): Promise<void> } | null = null;
  let loading: Promise<void> | null = null;
  const load = async () => {
    const { MicVAD, utils } = await import('@ricky0123/vad-web');
    vad = await MicVAD.new({
      model: 'v5',
      baseAssetPath: withBasePath('/vad/'),
      onnxWASMBasePath: withBasePath('/vad/'),
      // A ScriptProcessor needs no worklet module, which the pages' script policy would have to allow.
      processorType: 'ScriptProcessor',
      submitUserSpeechOnPause: true,
      startOnLoad: false,
      onSpeechStart: () => callbacks.onSpeechStart(),
      onVADMisfire: () => callbacks.onSpeechEnd(),
      onSpeechEnd: (audio: Float32Array) => {
        callbacks.onSpeechEnd();
        const chat = auth();
        if (!chat) return;
        const wav = new Blob([utils.encodeWAV(audio, 1, 16000, 1, 16)], { type: 'audio/wav' });
        recognize(chat, wav).then(
          (text) => text && callbacks.onUtterance(text),
          () => callbacks.onFailure(),
        );
      },
    });
  };
  return {
    async start() {
      try {
        loading ??= load();
        await loading;
        await vad!.start();
      } catch (error) {
        loading = null;
        if (
          error instanceof DOMException &&
          (error.name === 'NotAllowedError' || error.name === 'NotFoundError')
        )
          callbacks.onDenied();
        else callbacks.onFailure();
      }
    },
    stop() {
      void vad?.pause();
    },
    dispose() {
      void vad?.destroy();
      vad = null;
    },
  };
}
