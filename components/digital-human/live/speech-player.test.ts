import { describe, expect, it, vi } from 'vitest';
import { SpeechPlayer, type SpeechEvent } from './SpeechPlayer';

/** The little of Web Audio the player uses: sources that start, stop and end when the test says so. */
class FakeSource {
  buffer: unknown = null;
  onended: (() => void) | null = null;
  started = false;
  stopped = false;
  connect() {}
  disconnect() {}
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  /** The clip played to its end. */
  end() {
    this.onended?.();
  }
}

class FakeContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  sampleRate = 48_000;
  destination = {};
  sources: FakeSource[] = [];
  gain = { gain: { value: 1 }, connect() {} };
  createAnalyser = () => ({ connect() {}, context: this });
  createGain = () => this.gain;
  createBufferSource = () => {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  };
  decodeAudioData = async (data: ArrayBuffer) => ({ decoded: new TextDecoder().decode(data) });
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = async () => {
    this.state = 'closed';
  };
}

/**
 * A fetch whose responses the test releases one by one, recording the signal of each request. Its responses are
 * plain objects, so everything after a response is a chain of promises that `flush` runs to its end.
 */
function controlledFetch() {
  const requests = new Map<string, { signal: AbortSignal; respond: (status?: number) => void }>();
  const fetch = vi.fn(
    (url: string, init: { signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.set(url, {
          signal: init.signal,
          respond: (status = 200) =>
            resolve({
              ok: status === 200,
              status,
              arrayBuffer: async () => new TextEncoder().encode(url).buffer,
            }),
        });
      }),
  );
  return { fetch, requests };
}

async function setup() {
  const context = new FakeContext();
  const { fetch, requests } = controlledFetch();
  const player = new SpeechPlayer({
    createContext: () => context as unknown as AudioContext,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const events: string[] = [];
  player.subscribe((e: SpeechEvent) =>
    events.push(
      e.type === 'idle' ? 'idle' : `${e.type} ${e.clip.url}${e.type === 'error' ? ` ${e.error}` : ''}`,
    ),
  );
  /** Runs pending promise callbacks (no timers: the fakes resolve in microtasks only). */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  /** The source playing `url`'s clip. */
  const sourceOf = (url: string) =>
    context.sources.find((s) => (s.buffer as { decoded: string }).decoded === url)!;
  return { context, player, events, requests, settle, sourceOf };
}

describe('SpeechPlayer', () => {
  it('plays the sentences in order, fetching the next while one plays, then goes idle', async () => {
    const { player, events, requests, settle, sourceOf } = await setup();
    player.enqueue({ url: '/a.wav' });
    player.enqueue({ url: '/b.wav' });
    player.enqueue({ url: '/c.wav' });
    // The first and the one after it load at once; the third waits its turn.
    expect([...requests.keys()]).toEqual(['/a.wav', '/b.wav']);
    requests.get('/b.wav')!.respond();
    await settle();
    expect(events).toEqual([]);
    requests.get('/a.wav')!.respond();
    await settle();
    expect(events).toEqual(['sentencestart /a.wav']);
    expect(player.speaking).toBe(true);
    expect([...requests.keys()]).toEqual(['/a.wav', '/b.wav']);
    sourceOf('/a.wav').end();
    await settle();
    // b was decoded while a played: it starts the moment a ends, and c starts loading.
    expect(events).toEqual(['sentencestart /a.wav', 'sentenceend /a.wav', 'sentencestart /b.wav']);
    expect([...requests.keys()]).toContain('/c.wav');
    requests.get('/c.wav')!.respond();
    sourceOf('/b.wav').end();
    await settle();
    sourceOf('/c.wav').end();
    expect(events.slice(3)).toEqual([
      'sentenceend /b.wav',
      'sentencestart /c.wav',
      'sentenceend /c.wav',
      'idle',
    ]);
    expect(player.speaking).toBe(false);
  });

  it('is busy from the first clip queued until it goes idle, loading included', async () => {
    const { player, requests, settle, sourceOf } = await setup();
    expect(player.busy).toBe(false);
    player.enqueue({ url: '/a.wav' });
    // Still downloading: nothing sounds yet, but the farewell is not over.
    expect(player.speaking).toBe(false);
    expect(player.busy).toBe(true);
    requests.get('/a.wav')!.respond();
    await settle();
    sourceOf('/a.wav').end();
    await settle();
    expect(player.busy).toBe(false);
    player.enqueue({ url: '/b.wav' });
    player.stop();
    expect(player.busy).toBe(false);
  });

  it('stops at once on barge-in: the sound ends, the queue empties, downloads are aborted', async () => {
    const { player, events, requests, settle, sourceOf, context } = await setup();
    player.enqueue({ url: '/a.wav' });
    player.enqueue({ url: '/b.wav' });
    requests.get('/a.wav')!.respond();
    await settle();
    const playing = sourceOf('/a.wav');
    player.stop();
    // Synchronously: nothing waits for a promise or a timer before the source is stopped.
    expect(playing.stopped).toBe(true);
    expect(requests.get('/b.wav')!.signal.aborted).toBe(true);
    expect(player.speaking).toBe(false);
    expect(events).toEqual(['sentencestart /a.wav', 'idle']);
    // A late end of the stopped clip changes nothing; the next turn plays normally.
    playing.end();
    player.enqueue({ url: '/next.wav' });
    requests.get('/next.wav')!.respond();
    await settle();
    expect(events).toEqual(['sentencestart /a.wav', 'idle', 'sentencestart /next.wav']);
    expect(context.sources).toHaveLength(2);
  });

  it('drops a clip still being decoded when stopped, even if decoding finishes after', async () => {
    const { player, events, requests, settle, context } = await setup();
    let decoded: (buffer: { decoded: string }) => void = () => {};
    context.decodeAudioData = () => new Promise((resolve) => (decoded = resolve));
    player.enqueue({ url: '/a.wav' });
    requests.get('/a.wav')!.respond();
    await settle();
    player.stop();
    decoded({ decoded: '/a.wav' });
    await settle();
    expect(context.sources).toHaveLength(0);
    expect(events).toEqual(['idle']);
  });

  it('reports a clip that fails and goes on with the next', async () => {
    const { player, events, requests, settle } = await setup();
    player.enqueue({ url: '/gone.wav' });
    player.enqueue({ url: '/b.wav' });
    requests.get('/gone.wav')!.respond(404);
    requests.get('/b.wav')!.respond();
    await settle();
    expect(events).toEqual(['error /gone.wav Error: HTTP 404 for /gone.wav', 'sentencestart /b.wav']);
  });

  it('mutes and unmutes the sound, and resumes its context on unlock', async () => {
    const { player, context } = await setup();
    player.muted = true;
    await player.unlock();
    expect(context.resume).toHaveBeenCalledOnce();
    expect(context.state).toBe('running');
    expect(context.gain.gain.value).toBe(0);
    player.muted = false;
    expect(context.gain.gain.value).toBe(1);
    await player.unlock();
    expect(context.resume).toHaveBeenCalledOnce();
  });
});
