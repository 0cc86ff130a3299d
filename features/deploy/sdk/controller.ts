import {
  COMMAND_REFUSALS,
  commandMessage,
  readEvent,
  type EmbedCommand,
  type EmbedEvent,
  type EmbedEventType,
  type EmbedState,
} from '@/lib/contract/embed-messages';
import type { SdkOptions } from './options';
import { TEXTS, type SdkErrorCode } from './texts';
import { askTicket } from './ticket';
import { createView } from './view';

/** What each event hands its listeners: the event without its type. */
export type EventPayload<T extends EmbedEventType> = Omit<Extract<EmbedEvent, { type: T }>, 'type'>;
type Listener = (payload: never) => void;

/** `window.DigitalHuman`: the host page's handle on its digital human. */
export interface DigitalHumanApi {
  readonly appId: string;
  readonly state: EmbedState;
  open(): void;
  close(): void;
  start(): void;
  speak(text: string): void;
  send(text: string): void;
  interrupt(): void;
  mute(muted?: boolean): void;
  end(): void;
  /** The visitor's thumbs up or down on an answer: a `turn` event's turnId. */
  rate(turnId: string, rating: 'up' | 'down'): void;
  on<T extends EmbedEventType>(type: T, listener: (payload: EventPayload<T>) => void): DigitalHumanApi;
  off<T extends EmbedEventType>(type: T, listener: (payload: EventPayload<T>) => void): DigitalHumanApi;
  /** Resolves once the frame can take commands; rejects with `{ code, message }` when it cannot be mounted. */
  ready(): Promise<void>;
  /** Takes the digital human off the page (a single-page app leaving the view); a new script tag mounts again. */
  destroy(): void;
}

declare global {
  interface Window {
    DigitalHuman?: DigitalHumanApi;
  }
}

export interface SdkEnvironment {
  doc: Document;
  win: Window;
  fetch: typeof fetch;
  now: () => number;
}

/** A ticket this close to its end is not worth mounting a frame with. */
const TICKET_MARGIN_MS = 30_000;

/** Takes a frame's message only from the platform's origin and from the frame this SDK mounted. */
export function acceptsMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  platform: string,
  frame: Window | null,
): EmbedEvent | null {
  if (event.origin !== platform || !frame || event.source !== frame) return null;
  return readEvent(event.data);
}

const isCommandRefusal = (code: string): code is (typeof COMMAND_REFUSALS)[number] =>
  (COMMAND_REFUSALS as readonly string[]).includes(code);

export function createDigitalHuman(options: SdkOptions, env: SdkEnvironment): DigitalHumanApi {
  const texts = TEXTS[options.lang];
  const listeners = new Map<EmbedEventType, Set<Listener>>();
  let state: EmbedState = 'idle';
  let open = false;
  let mounting = false;
  let frameReady = false;
  let expiresAt = 0;
  let failure: { code: SdkErrorCode; message: string } | null = null;
  let waiters: Array<{ resolve(): void; reject(reason: unknown): void }> = [];
  const queue: EmbedCommand[] = [];

  const emit = <T extends EmbedEventType>(type: T, payload: EventPayload<T>) => {
    for (const listener of listeners.get(type) ?? []) {
      try {
        (listener as (payload: EventPayload<T>) => void)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  };
  const settle = (error: typeof failure) => {
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
    waiters = [];
  };

  const view = createView(env.doc, options, texts, {
    toggle: () => (open ? api.close() : api.open()),
    close: () => api.close(),
  });

  async function mount() {
    const stale = expiresAt - TICKET_MARGIN_MS < env.now() && (state === 'idle' || state === 'ended');
    if (mounting || (view.frameWindow() && !stale)) return;
    mounting = true;
    frameReady = false;
    view.dropFrame();
    const outcome = await askTicket(options, env.fetch, env.now);
    mounting = false;
    if (outcome.ok) {
      failure = null;
      expiresAt = outcome.expiresAt;
      view.mountFrame(outcome.frameUrl);
      return;
    }
    failure = { code: outcome.code, message: outcome.message ?? texts[outcome.code] };
    view.notice(failure.message);
    emit('error', failure);
    settle(failure);
  }

  function post(command: EmbedCommand) {
    const frame = view.frameWindow();
    if (frameReady && frame) frame.postMessage(commandMessage(command), options.platform);
    else queue.push(command);
  }

  const onMessage = (event: MessageEvent) => {
    const message = acceptsMessage(event, options.platform, view.frameWindow());
    if (!message) return;
    const { type, ...payload } = message;
    if (message.type === 'error' && isCommandRefusal(message.code))
      (payload as EventPayload<'error'>).message = texts[message.code];
    if (type === 'ready') {
      frameReady = true;
      for (const command of queue.splice(0)) post(command);
      settle(null);
    }
    if (message.type === 'state') state = message.state;
    emit(type, payload as never);
  };
  env.win.addEventListener('message', onMessage);

  const api: DigitalHumanApi = {
    appId: options.appId,
    get state() {
      return state;
    },
    open() {
      open = true;
      view.setOpen(true);
      void mount();
    },
    close() {
      if (options.mode === 'inline') return;
      open = false;
      view.setOpen(false);
      // Out of sight, out of earshot: the conversation stays (until its idle end) for when the panel reopens.
      if (frameReady) post({ type: 'interrupt' });
    },
    start() {
      api.open();
      post({ type: 'start' });
    },
    speak: (text) => post({ type: 'speak', text: String(text) }),
    send: (text) => post({ type: 'send', text: String(text) }),
    interrupt: () => post({ type: 'interrupt' }),
    mute: (muted = true) => post({ type: 'mute', muted: Boolean(muted) }),
    end: () => post({ type: 'end' }),
    rate: (turnId, rating) => post({ type: 'rate', turnId: String(turnId), rating }),
    on(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener as Listener);
      return api;
    },
    off(type, listener) {
      listeners.get(type)?.delete(listener as Listener);
      return api;
    },
    ready() {
      if (frameReady) return Promise.resolve();
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    destroy() {
      env.win.removeEventListener('message', onMessage);
      view.remove();
      if (env.win.DigitalHuman === api) delete env.win.DigitalHuman;
    },
  };

  if (options.mode === 'inline') api.open();
  return api;
}
