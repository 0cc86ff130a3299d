// The embed SDK's window messages (issue 13 §3). The script on a customer's page and the runtime frame it mounts
// talk over postMessage: the page sends commands, the frame tells events. Each side posts only to the other's
// origin and takes a message only from the other's origin and window; this module says which messages are well
// formed. Shared by the SDK (deploy) and the frame (runtime), and bundled into the SDK: no imports, little code.

export const EMBED_PROTOCOL = 'dh-embed/1';

export type EmbedCommand =
  | { type: 'start' }
  /** The digital human says exactly this text. */
  | { type: 'speak'; text: string }
  /** A visitor's turn, as if typed. */
  | { type: 'send'; text: string }
  | { type: 'interrupt' }
  | { type: 'mute'; muted: boolean }
  | { type: 'end' }
  /** The visitor's thumbs on an answer (a `turn` event's turnId); sending again changes it. */
  | { type: 'rate'; turnId: string; rating: 'up' | 'down' };

/** What the conversation is doing, as the host page sees it. */
export type EmbedState = 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended';

export type EmbedEvent =
  | { type: 'ready' }
  | { type: 'state'; state: EmbedState }
  /** The digital human's current words, growing as they come. */
  | { type: 'subtitle'; text: string }
  /**
   * "Did you mean…": FAQ questions close to the visitor's, none certain; the host page may offer them, and `send` one
   * to ask it (its FAQ answer follows).
   */
  | { type: 'suggestions'; questions: readonly string[] }
  /**
   * A completed turn; `question` is empty for words the human said on its own (greeting, speak, farewell); `sources`
   * names the documents the answer came from (empty when none did).
   */
  | { type: 'turn'; turnId: string | null; question: string; answer: string; sources: readonly string[] }
  | { type: 'end'; reason: string }
  /** A rating of an answer was stored (the host page's `rate`, or the visitor's thumbs in the frame). */
  | { type: 'rated'; turnId: string; rating: string }
  | { type: 'error'; code: string; message: string };

export type EmbedEventType = EmbedEvent['type'];

/**
 * Why the frame did nothing with a command, told back as an `error` event with this code. They answer the host
 * page's own call, so the SDK words them in the host page's language (the frame's words are the session's).
 */
export const COMMAND_REFUSALS = ['notStarted', 'invalidCommand'] as const;
export type CommandRefusal = (typeof COMMAND_REFUSALS)[number];

export const commandMessage = (command: EmbedCommand) => ({ protocol: EMBED_PROTOCOL, command });
export const eventMessage = (event: EmbedEvent) => ({ protocol: EMBED_PROTOCOL, event });

type Shape = Record<string, 'string' | 'boolean' | 'string?' | 'string[]'>;

const COMMANDS: Record<EmbedCommand['type'], Shape> = {
  start: {},
  speak: { text: 'string' },
  send: { text: 'string' },
  interrupt: {},
  mute: { muted: 'boolean' },
  end: {},
  rate: { turnId: 'string', rating: 'string' },
};

const RATINGS = ['up', 'down'];

const STATES = ['idle', 'connecting', 'listening', 'thinking', 'speaking', 'ended'];

const EVENTS: Record<EmbedEventType, Shape> = {
  ready: {},
  state: { state: 'string' },
  subtitle: { text: 'string' },
  suggestions: { questions: 'string[]' },
  turn: { turnId: 'string?', question: 'string', answer: 'string', sources: 'string[]' },
  end: { reason: 'string' },
  rated: { turnId: 'string', rating: 'string' },
  error: { code: 'string', message: 'string' },
};

/** The `key` part of a message of this protocol when it has the shape its type says; otherwise null. */
function read<T>(data: unknown, key: 'command' | 'event', shapes: Record<string, Shape>): T | null {
  if (!isObject(data) || data.protocol !== EMBED_PROTOCOL) return null;
  const body = data[key];
  if (
    !isObject(body) ||
    typeof body.type !== 'string' ||
    !Object.prototype.hasOwnProperty.call(shapes, body.type)
  )
    return null;
  const shape = shapes[body.type]!;
  for (const field in shape) {
    const want = shape[field]!;
    const value = body[field];
    const ok =
      want === 'string?'
        ? value === null || typeof value === 'string'
        : want === 'string[]'
          ? Array.isArray(value) && value.every((item) => typeof item === 'string')
          : typeof value === want;
    if (!ok) return null;
  }
  if (body.type === 'state' && !STATES.includes(body.state as string)) return null;
  if (body.type === 'rate' && !RATINGS.includes(body.rating as string)) return null;
  return body as T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A host page's command, if well formed. */
export const readCommand = (data: unknown) => read<EmbedCommand>(data, 'command', COMMANDS);

/** A frame's event, if well formed. */
export const readEvent = (data: unknown) => read<EmbedEvent>(data, 'event', EVENTS);
