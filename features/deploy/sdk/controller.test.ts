// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandMessage, eventMessage, type EmbedEvent } from '@/lib/contract/embed-messages';
import { acceptsMessage, createDigitalHuman } from './controller';
import type { SdkOptions } from './options';

const PLATFORM = 'https://platform.example';
const FRAME_URL = '/collection/preview/app_1?ticket=t&embed=1';

const options = (change: Partial<SdkOptions> = {}): SdkOptions => ({
  appId: 'app_1',
  mode: 'launcher',
  target: null,
  lang: 'en',
  platform: PLATFORM,
  root: PLATFORM,
  ...change,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const granted = () =>
  json(200, { code: 0, message: 'ok', data: { ticket: 't', expiresIn: 900, frameUrl: FRAME_URL } });

function mounted(fetch: typeof globalThis.fetch, change: Partial<SdkOptions> = {}) {
  const api = createDigitalHuman(options(change), { doc: document, win: window, fetch, now: () => 1_000 });
  const root = () => document.querySelector('[data-digital-human]')!.shadowRoot!;
  const frame = () => root().querySelector('iframe');
  /** A message as the browser would deliver it (jsdom's MessageEvent takes no stand-in window as its source). */
  const deliver = (event: EmbedEvent, from: { origin?: string; source?: Window | null } = {}) => {
    const message = new Event('message');
    Object.defineProperties(message, {
      data: { value: eventMessage(event) },
      origin: { value: from.origin ?? PLATFORM },
      source: { value: from.source === undefined ? frame()!.contentWindow : from.source },
    });
    window.dispatchEvent(message);
  };
  return { api, root, frame, deliver };
}

// jsdom gives a frame in a shadow root no window: each frame gets a stand-in that records what is posted to it.
beforeAll(() => {
  const windows = new WeakMap<HTMLIFrameElement, Window>();
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      if (!windows.has(this)) windows.set(this, { postMessage: vi.fn() } as unknown as Window);
      return windows.get(this);
    },
  });
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the SDK's message check", () => {
  const frame = {} as Window;
  const data = eventMessage({ type: 'ready' });
  it('takes events only from the platform origin and from its own frame', () => {
    expect(acceptsMessage({ origin: PLATFORM, source: frame, data }, PLATFORM, frame)).toEqual({
      type: 'ready',
    });
    expect(
      acceptsMessage({ origin: 'https://evil.example', source: frame, data }, PLATFORM, frame),
    ).toBeNull();
    expect(acceptsMessage({ origin: PLATFORM, source: {} as Window, data }, PLATFORM, frame)).toBeNull();
    expect(acceptsMessage({ origin: PLATFORM, source: null, data }, PLATFORM, null)).toBeNull();
    expect(
      acceptsMessage(
        { origin: PLATFORM, source: frame, data: commandMessage({ type: 'start' }) },
        PLATFORM,
        frame,
      ),
    ).toBeNull();
  });
});

describe('the SDK', () => {
  it('asks for nothing until the launcher opens, then mounts the frame with its ticket', async () => {
    const fetch = vi.fn(async () => granted());
    const { root, frame } = mounted(fetch);
    const launcher = root().querySelector('button')!;
    expect(launcher.getAttribute('aria-label')).toBe('Talk to the digital human');
    expect(fetch).not.toHaveBeenCalled();
    launcher.click();
    await settled();
    expect(fetch).toHaveBeenCalledWith(
      `${PLATFORM}/api/sdk/v1/ticket?lang=en`,
      expect.objectContaining({
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ appId: 'app_1' }),
      }),
    );
    expect(frame()!.src).toBe(PLATFORM + FRAME_URL);
    expect(frame()!.allow).toBe('microphone; autoplay');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds commands until the frame is ready, then posts them to the platform origin alone', async () => {
    const { api, frame, deliver } = mounted(vi.fn(async () => granted()));
    api.start();
    api.speak('Welcome');
    await settled();
    const post = vi.mocked(frame()!.contentWindow!.postMessage);
    expect(post).not.toHaveBeenCalled();
    const ready = api.ready();
    deliver({ type: 'ready' });
    await ready;
    expect(post.mock.calls).toEqual([
      [commandMessage({ type: 'start' }), PLATFORM],
      [commandMessage({ type: 'speak', text: 'Welcome' }), PLATFORM],
    ]);
    api.send('Hours?');
    api.mute();
    expect(post).toHaveBeenLastCalledWith(commandMessage({ type: 'mute', muted: true }), PLATFORM);
    api.rate('t-1', 'down');
    expect(post).toHaveBeenLastCalledWith(
      commandMessage({ type: 'rate', turnId: 't-1', rating: 'down' }),
      PLATFORM,
    );
    const rated = vi.fn();
    api.on('rated', rated);
    deliver({ type: 'rated', turnId: 't-1', rating: 'down' });
    expect(rated).toHaveBeenCalledWith({ turnId: 't-1', rating: 'down' });
  });

  it("hands listeners the frame's events, and no one else's", async () => {
    const { api, deliver } = mounted(
      vi.fn(async () => granted()),
      { mode: 'inline' },
    );
    await settled();
    const subtitles = vi.fn();
    const states = vi.fn();
    api.on('subtitle', subtitles).on('state', states);
    deliver({ type: 'subtitle', text: 'Hello' });
    deliver({ type: 'subtitle', text: 'forged' }, { origin: 'https://evil.example' });
    deliver({ type: 'subtitle', text: 'forged' }, { source: window });
    deliver({ type: 'state', state: 'speaking' });
    expect(subtitles.mock.calls).toEqual([[{ text: 'Hello' }]]);
    expect(states).toHaveBeenCalledWith({ state: 'speaking' });
    expect(api.state).toBe('speaking');
    api.off('subtitle', subtitles);
    deliver({ type: 'subtitle', text: 'Again' });
    expect(subtitles).toHaveBeenCalledTimes(1);
  });

  it('says so when the origin is refused, emits error, and rejects ready', async () => {
    // A refused origin's answer is unreadable (no CORS header): the fetch fails, while the platform is reachable.
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    const { api, root } = mounted(fetch as typeof globalThis.fetch, { lang: 'zh' });
    const errors = vi.fn();
    api.on('error', errors);
    const ready = api.ready();
    api.open();
    await expect(ready).rejects.toEqual({ code: 'originRefused', message: '此网站未获准展示该数字人。' });
    expect(errors).toHaveBeenCalledWith({ code: 'originRefused', message: '此网站未获准展示该数字人。' });
    expect(root().querySelector('[role="alert"]')!.textContent).toBe('此网站未获准展示该数字人。');
    expect(root().querySelector('iframe')).toBeNull();
  });

  it("tells a network failure from a refusal, and shows the platform's own message when it can read one", async () => {
    const down = mounted(
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
      { mode: 'inline' },
    );
    await expect(down.api.ready()).rejects.toMatchObject({ code: 'network' });
    document.body.innerHTML = '';
    const expired = mounted(
      vi.fn(async () => json(404, { code: 40410, message: 'The resource expired.', data: null })),
      { mode: 'inline' },
    );
    await expect(expired.api.ready()).rejects.toEqual({
      code: 'appUnavailable',
      message: 'The resource expired.',
    });
  });

  it.each([
    ['zh', { notStarted: '请先开始对话。', invalidCommand: '文本为空或过长。' }],
    ['en', { notStarted: 'Start the conversation first.', invalidCommand: 'The text is empty or too long.' }],
  ] as const)(
    "words the frame's refusals of the page's commands in the host page's language (%s)",
    async (lang, words) => {
      const { api, deliver } = mounted(
        vi.fn(async () => granted()),
        { mode: 'inline', lang },
      );
      await settled();
      const errors = vi.fn();
      api.on('error', errors);
      // The frame words them in the session's language (here the other one): the SDK's own words replace them.
      deliver({
        type: 'error',
        code: 'notStarted',
        message: lang === 'zh' ? 'Start the conversation first.' : '请先开始对话。',
      });
      deliver({ type: 'error', code: 'invalidCommand', message: 'x' });
      // The conversation's own messages stay the session's (the owner's busy words, say).
      deliver({ type: 'error', code: 'maxSessionsExceeded', message: '当前咨询人数较多，请稍后再试。' });
      expect(errors.mock.calls).toEqual([
        [{ code: 'notStarted', message: words.notStarted }],
        [{ code: 'invalidCommand', message: words.invalidCommand }],
        [{ code: 'maxSessionsExceeded', message: '当前咨询人数较多，请稍后再试。' }],
      ]);
    },
  );

  it('comes off the page when destroyed, and hears no more events', async () => {
    const { api, frame } = mounted(
      vi.fn(async () => granted()),
      { mode: 'inline' },
    );
    await settled();
    window.DigitalHuman = api;
    const states = vi.fn();
    api.on('state', states);
    const gone = frame()!;
    api.destroy();
    expect(document.querySelector('[data-digital-human]')).toBeNull();
    expect(window.DigitalHuman).toBeUndefined();
    const message = new Event('message');
    Object.defineProperties(message, {
      data: { value: eventMessage({ type: 'state', state: 'speaking' }) },
      origin: { value: PLATFORM },
      source: { value: gone.contentWindow },
    });
    window.dispatchEvent(message);
    expect(states).not.toHaveBeenCalled();
  });

  it('mounts inline into its target, with no launcher', async () => {
    document.body.innerHTML = '<main><div id="stage"></div></main>';
    const { root } = mounted(
      vi.fn(async () => granted()),
      { mode: 'inline', target: '#stage' },
    );
    await settled();
    expect(document.querySelector('#stage [data-digital-human]')).not.toBeNull();
    expect(root().querySelector('button')).toBeNull();
    expect(root().querySelector('iframe')!.src).toBe(PLATFORM + FRAME_URL);
  });
});
