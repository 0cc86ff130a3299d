import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeEvent } from '@/features/runtime/contract';
import en from '@/features/runtime/messages/en.json';
import { RuntimeApp } from './RuntimeApp';
import type { RuntimeSession } from './runtime-session';

const navigation = vi.hoisted(() => ({ framed: false, goTo: vi.fn(), isFramed: vi.fn() }));
vi.mock('./page-navigation', () => ({ isFramed: navigation.isFramed, goTo: navigation.goTo }));

vi.mock('@/components/digital-human/live/LiveDigitalHuman', () => ({
  LiveDigitalHuman: ({ state }: { state: string }) => <div data-live-character="" data-state={state} />,
}));
// The drawn character is stood in for; a portrait is drawn for real (a photo, framed).
vi.mock('@/components/digital-human/SessionPicture', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/digital-human/SessionPicture')>();
  return {
    SessionPicture: (props: ComponentProps<typeof real.SessionPicture>) =>
      props.portrait ? (
        <real.SessionPicture {...props} />
      ) : (
        <div role="img" aria-label={props.label} data-session-picture="" />
      ),
  };
});

const T = en.Runtime;
const session: RuntimeSession = {
  entry: 'share',
  target: 'share-1',
  name: 'Guide',
  language: 'en',
  character: { characterCode: 'c1', gender: 'female', ageGroup: 'adult', look: {} as never },
  background: null,
  layout: {
    videoWidth: 1920,
    videoHeight: 1080,
    humanX: 690,
    humanY: 108,
    humanWidth: 540,
    humanHeight: 972,
  },
  page: {
    promptTitle: 'Welcome to the guide',
    promptContent: 'Ask me anything.',
    reSessionText: 'Start again',
    busyText: 'Busy, try later.',
    networkText: 'Network trouble.',
    errorText: 'Something broke.',
  },
  wakeWord: null,
  asr: 'browser',
};

const CHAT: RuntimeEvent = {
  type: 'chat',
  chatId: 'c1',
  chatSecret: 's1',
  idleTimeoutS: 120,
  heartbeatMs: 10_000,
  maxDurationS: 1800,
};
const encoder = new TextEncoder();
const frames = (events: RuntimeEvent[]) => events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');

/** An event stream the test finishes (or leaves open, as a long answer). */
function streamOf(events: RuntimeEvent[], open = false) {
  const stream = {
    cancelled: false,
    push: (() => {}) as (events: RuntimeEvent[]) => void,
    close: () => {},
    response: null as unknown as Response,
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(frames(events)));
      stream.push = (more) => controller.enqueue(encoder.encode(frames(more)));
      stream.close = () => controller.close();
      if (!open) controller.close();
    },
    cancel() {
      stream.cancelled = true;
    },
  });
  stream.response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  return stream;
}

class FakeAudioContext {
  state = 'running';
  destination = {};
  sampleRate = 48_000;
  private node = () => ({
    connect: (next: unknown) => next,
    disconnect() {},
    start() {},
    gain: { value: 0 },
    frequency: { value: 0 },
  });
  createAnalyser = this.node;
  createGain = this.node;
  createOscillator = this.node;
  resume = async () => undefined;
  close = async () => undefined;
}

let requests: { body: Record<string, unknown>; signal: AbortSignal }[];
let reports: Record<string, unknown>[];
let answers: ((body: Record<string, unknown>) => Response)[];

beforeEach(() => {
  navigation.framed = false;
  navigation.goTo.mockReset();
  navigation.isFramed.mockReset().mockImplementation(() => navigation.framed);
  requests = [];
  reports = [];
  answers = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === '/api/management/chat/saveQuestionAnswer') reports.push(body);
      if (url !== '/api/bot/receiveEvent') return new Response('{"code":0,"data":{}}');
      requests.push({ body, signal: init.signal! });
      const answer = answers.shift();
      if (!answer) throw new Error(`no answer for ${JSON.stringify(body)}`);
      return answer(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderApp(shown: RuntimeSession = session, { autoStart = false, inline = false } = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Runtime: T }}>
      <RuntimeApp
        session={shown}
        device="desktop"
        startImage={<i />}
        loadImage={<i />}
        autoStart={autoStart}
        inline={inline}
      />
    </NextIntlClientProvider>,
  );
}

const subtitle = () => document.querySelector('[data-subtitle]');
async function send(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: T.textPlaceholder }), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: T.send })));
}

describe('the runtime page', () => {
  it('sits in a page’s flow when inline, its title under the page’s own h1 (/collection/conversation)', () => {
    const { container, unmount } = renderApp(session, { inline: true });
    expect(container.querySelector('[data-inline]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: session.page.promptTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    unmount();
    const full = renderApp();
    expect(full.container.querySelector('[data-inline]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: session.page.promptTitle })).toBeInTheDocument();
  });

  it('starts from the session’s start screen, says the prologue and answers a typed question', async () => {
    answers.push(
      () =>
        streamOf([
          CHAT,
          { type: 'text', delta: 'Hello, I am the guide.' },
          { type: 'sentence', index: 0, text: 'Hello, I am the guide.', audioUrl: null },
          { type: 'end', turnId: 't0', source: 'script', sources: [] },
        ]).response,
    );
    answers.push(
      () =>
        streamOf([
          { type: 'text', delta: 'We open ' },
          { type: 'text', delta: 'at nine.' },
          { type: 'end', turnId: 't1', source: 'scene', sources: [] },
        ]).response,
    );
    renderApp();
    expect(screen.getByRole('heading', { name: 'Welcome to the guide' })).toBeTruthy();
    expect(screen.getByText('Ask me anything.')).toBeTruthy();
    // The digital human in its scene before the start, under one start button.
    expect(screen.getByRole('img', { name: 'Guide' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.startConversation })));
    expect(requests[0]!.body).toEqual({ type: 'start', entry: 'share', target: 'share-1' });
    await screen.findByText('Hello, I am the guide.');

    await send('When do you open?');
    expect(requests[1]!.body).toMatchObject({
      type: 'text',
      chatId: 'c1',
      chatSecret: 's1',
      text: 'When do you open?',
    });
    await vi.waitFor(() => expect(subtitle()?.textContent).toBe('We open at nine.'));
    // The prologue's turn is over once the next began: the page tells the server what only it knows of it.
    expect(reports).toEqual([{ chatId: 'c1', chatSecret: 's1', turnId: 't0', interrupted: false }]);

    fireEvent.click(screen.getByRole('button', { name: T.history }));
    const history = screen.getByRole('complementary', { name: T.history });
    expect(within(history).getByText('When do you open?')).toBeTruthy();
    expect(within(history).getByText('Hello, I am the guide.')).toBeTruthy();
  });

  it('cites the documents an answer comes from, and asks an offered question when it is tapped', async () => {
    answers.push(
      () => streamOf([CHAT, { type: 'end', turnId: 't0', source: 'script', sources: [] }]).response,
    );
    answers.push(
      () =>
        streamOf([
          { type: 'text', delta: 'The warranty lasts two years.' },
          {
            type: 'end',
            turnId: 't1',
            source: 'document',
            sources: [{ fileId: 'd1', fileName: 'warranty.pdf' }],
          },
        ]).response,
    );
    answers.push(
      () =>
        streamOf([
          { type: 'suggestions', questions: [{ faqId: 'f1', question: 'How do I report a lost card?' }] },
          { type: 'text', delta: 'Did you mean one of these? How do I report a lost card?' },
          { type: 'end', turnId: 't2', source: 'suggestion', sources: [] },
        ]).response,
    );
    answers.push(
      () =>
        streamOf([
          { type: 'text', delta: 'Call us at once.' },
          { type: 'end', turnId: 't3', source: 'faq', sources: [] },
        ]).response,
    );
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.startConversation })));
    await screen.findByRole('textbox', { name: T.textPlaceholder });

    await send('How long is the warranty?');
    const cited = T.source.replace('{names}', 'warranty.pdf');
    expect((await screen.findByText(cited)).closest('[data-citation]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.history }));
    expect(within(screen.getByRole('complementary', { name: T.history })).getByText(cited)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.history }));

    await send('my card');
    const offered = await screen.findByRole('navigation', { name: T.suggestions });
    await vi.waitFor(() => expect(document.querySelector('[data-citation]')).toBeNull());
    await act(async () =>
      fireEvent.click(within(offered).getByRole('button', { name: 'How do I report a lost card?' })),
    );
    expect(requests[3]!.body).toMatchObject({ type: 'text', text: 'How do I report a lost card?' });
    await vi.waitFor(() => expect(subtitle()?.textContent).toBe('Call us at once.'));
    expect(screen.queryByRole('navigation', { name: T.suggestions })).toBeNull();
  });

  it('cuts the answer short when the visitor types over it (barge-in)', async () => {
    answers.push(
      () => streamOf([CHAT, { type: 'end', turnId: 't0', source: 'script', sources: [] }]).response,
    );
    const long = streamOf([{ type: 'text', delta: 'A very long story begins' }], true);
    answers.push(() => long.response);
    answers.push(() => streamOf([{ type: 'text', delta: 'It is noon.' }]).response);
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.startConversation })));
    await screen.findByRole('textbox', { name: T.textPlaceholder });
    await send('Tell me a story');
    await vi.waitFor(() => expect(subtitle()?.textContent).toBe('A very long story begins'));
    expect(document.querySelector('[data-live-character]')?.getAttribute('data-state')).toBe('thinking');

    await send('What time is it?');
    expect(requests[1]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(subtitle()?.textContent).toBe('It is noon.'));
    // Whatever the cut stream still says is not shown.
    // The cut answer's stream is let go: nothing more of it reaches the page.
    expect(long.cancelled).toBe(true);
    expect(subtitle()?.textContent).toBe('It is noon.');
    fireEvent.click(screen.getByRole('button', { name: T.history }));
    expect(screen.getByText(`A very long story begins ${T.interruptedMark}`)).toBeTruthy();
  });

  it('tells a visitor who finds no free slot the owner’s busy words, and lets them try again', async () => {
    answers.push(
      () => streamOf([{ type: 'error', code: 'maxSessionsExceeded', message: 'Busy, try later.' }]).response,
    );
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.startConversation })));
    expect((await screen.findByRole('alert')).textContent).toContain(session.page.busyText);
    // A busy moment, not a failure: no technical message, no error text, no end screen.
    expect(document.body.textContent).not.toContain(T.errors.maxSessionsExceeded);
    expect(document.body.textContent).not.toContain(T.errors.resourceNotConfigured);
    expect(document.body.textContent).not.toContain(session.page.errorText);
    expect(screen.queryByRole('heading', { name: T.ended.title })).toBeNull();
    expect(screen.getByRole('button', { name: T.startConversation })).toBeEnabled();
  });

  it('shows the owner’s network text when the stream cannot be had, and lets the visitor try again', async () => {
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.startConversation })));
    expect((await screen.findByRole('alert')).textContent).toContain('Network trouble.');
    expect(screen.getByRole('button', { name: T.startConversation })).toBeTruthy();
  });

  it('starts by itself when asked to and the browser lets it make a sound (the site’s demo)', async () => {
    answers.push(
      () =>
        streamOf([
          CHAT,
          { type: 'text', delta: 'Hi, I am the demo.' },
          { type: 'end', turnId: 't0', source: 'script', sources: [] },
        ]).response,
    );
    renderApp(session, { autoStart: true });
    await vi.waitFor(() => expect(subtitle()?.textContent).toBe('Hi, I am the demo.'));
    expect(requests.map((r) => r.body)).toEqual([{ type: 'start', entry: 'share', target: 'share-1' }]);
  });

  it('keeps its start button when the browser will not let it make a sound before a click of its own', async () => {
    class SilentContext extends FakeAudioContext {
      state = 'suspended';
      // Chromium leaves resume() pending until the page may play.
      resume = () => new Promise<undefined>(() => undefined);
    }
    vi.stubGlobal('AudioContext', SilentContext);
    answers.push(
      () => streamOf([CHAT, { type: 'end', turnId: 't0', source: 'script', sources: [] }]).response,
    );
    renderApp(session, { autoStart: true });
    const button = screen.getByRole('button', { name: T.startConversation });
    await act(async () => Promise.resolve());
    expect(requests).toEqual([]);
    await act(async () => fireEvent.click(button));
    expect(requests.map((r) => r.body)).toEqual([{ type: 'start', entry: 'share', target: 'share-1' }]);
  });
});

/** A share link of a corporation with a hosted experience (app/_pages/runtime-session.ts puts its texts in). */
const hosted: RuntimeSession = {
  ...session,
  page: {
    ...session.page,
    promptTitle: 'Welcome to Acme',
    promptContent: 'Our guide answers.',
    errorText: 'Acme is sorry.',
    startText: 'Talk to Acme',
  },
  endUrl: 'https://acme.example.com/thanks',
};

const FAREWELL: RuntimeEvent[] = [
  { type: 'text', delta: 'Goodbye!' },
  { type: 'sentence', index: 0, text: 'Goodbye!', audioUrl: null },
  { type: 'end', turnId: 't9', source: 'script', sources: [] },
  { type: 'hangup', reason: 'user' },
];

async function talkThenHangUp(shown: RuntimeSession) {
  answers.push(() => streamOf([CHAT, { type: 'end', turnId: 't0', source: 'script', sources: [] }]).response);
  const farewell = streamOf(FAREWELL, true);
  answers.push(() => farewell.response);
  renderApp(shown);
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: shown.page.startText ?? T.startConversation })),
  );
  await screen.findByRole('textbox', { name: T.textPlaceholder });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: T.hangUp })));
  await screen.findByRole('heading', { name: T.ended.title });
  return farewell;
}

describe('a hosted page', () => {
  it('starts from the hosted experience’s title, content and button', async () => {
    answers.push(() => streamOf([CHAT]).response);
    renderApp(hosted);
    expect(screen.getByRole('heading', { name: 'Welcome to Acme' })).toBeTruthy();
    expect(screen.getByText('Our guide answers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.startConversation })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Talk to Acme' })));
    expect(requests[0]!.body).toMatchObject({ type: 'start', entry: 'share' });
  });

  it('shows its error text when the conversation cannot go on, and stays', async () => {
    answers.push(
      () => streamOf([{ type: 'error', code: 'sessionUnavailable', message: 'Unavailable' }]).response,
    );
    renderApp(hosted);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Talk to Acme' })));
    await screen.findByRole('heading', { name: T.ended.title });
    expect(screen.getByText('Acme is sorry.')).toBeTruthy();
    expect(navigation.goTo).not.toHaveBeenCalled();
  });

  it('goes to the end URL once the farewell is over, not before', async () => {
    const farewell = await talkThenHangUp(hosted);
    // The hang-up came, but the stream is still open: the farewell may not be over.
    expect(navigation.goTo).not.toHaveBeenCalled();
    await act(async () => farewell.close());
    await vi.waitFor(() => expect(navigation.goTo).toHaveBeenCalledWith('https://acme.example.com/thanks'));
    expect(navigation.goTo).toHaveBeenCalledTimes(1);
  });

  it('stays where it is inside a frame: the embedding page decides', async () => {
    navigation.framed = true;
    const farewell = await talkThenHangUp(hosted);
    await act(async () => farewell.close());
    // The farewell is over and the page asked where it stands.
    await vi.waitFor(() => expect(navigation.isFramed).toHaveBeenCalled());
    expect(navigation.goTo).not.toHaveBeenCalled();
  });

  it('keeps the session’s own texts and end screen without a hosted experience', async () => {
    const farewell = await talkThenHangUp(session);
    await act(async () => farewell.close());
    expect(screen.getByText(T.ended.user)).toBeTruthy();
    expect(navigation.isFramed).not.toHaveBeenCalled();
    expect(navigation.goTo).not.toHaveBeenCalled();
  });
});

describe('a portrait session’s start screen', () => {
  it('shows the portrait’s photo framed on the face, as the live stage frames it, with its AI mark', () => {
    // A 512 × 640 photo whose face (between forehead and chin) is centred at (180, 200), left of the photo's middle.
    const mesh = Array.from({ length: 478 }, () => [256, 320, 0]);
    mesh[10] = [180, 100, 0];
    mesh[152] = [180, 300, 0];
    const rig = {
      imageUrl: '/api/bot/portraitPhoto?t=pass',
      width: 512,
      height: 640,
      mesh,
      box: [0, 0, 1, 1],
    };
    const { container } = renderApp({ ...session, portrait: rig as unknown as RuntimeSession['portrait'] });
    const picture = screen.getByRole('img', { name: 'Guide' });
    const photo = picture.querySelector('img')!;
    expect(photo).toHaveAttribute('src', rig.imageUrl);
    // Covering 1920 × 1080, the photo is 3.75 times its size: 1920 wide, 2400 tall, the face's centre at 750 px
    // raised to the frame's middle (540 px).
    expect(photo.style.left).toBe('0%');
    expect(parseFloat(photo.style.top)).toBeCloseTo((-210 / 1080) * 100, 3);
    expect(parseFloat(photo.style.height)).toBeCloseTo((2400 / 1080) * 100, 3);
    // A phone that crops the wide frame keeps the face in the middle (180 × 3.75 = 675 of 1920), not the drawn
    // character's place.
    const stage = container.querySelector<HTMLElement>('[data-start-picture]')!.parentElement!;
    expect(Number(stage.style.getPropertyValue('--focus-x'))).toBeCloseTo(675 / 1920, 4);
    // One mark, on the stage rather than the frame, so that the crop cannot hide it.
    const marks = screen.getAllByRole('note', { name: T.aiMark });
    expect(marks).toHaveLength(1);
    expect(stage).toContainElement(marks[0]!);
    expect(picture).not.toContainElement(marks[0]!);
  });
});
