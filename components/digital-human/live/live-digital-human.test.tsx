import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { voiced } from './audio-test-kit';
import { LiveDigitalHuman } from './LiveDigitalHuman';
import type { LiveState } from './poses';
import { seededRandom } from './random';
import type { SpeechPlayer } from './SpeechPlayer';

const character = CAST[0]!;
const layout = {
  videoWidth: 1920,
  videoHeight: 1080,
  humanX: 690,
  humanY: 108,
  humanWidth: 540,
  humanHeight: 972,
};

/** requestAnimationFrame under the test's control: frames run only when the test calls `frame()`. */
let pending = new Map<number, FrameRequestCallback>();
let nextId = 1;
let clock = 0;
function frames(count: number) {
  for (let i = 0; i < count; i++) {
    clock += 1000 / 60;
    const callbacks = [...pending.values()];
    pending = new Map();
    for (const callback of callbacks) callback(clock);
  }
}
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A player whose analyser hears a loud open vowel while `speaking`. */
function fakePlayer() {
  const frame = voiced(-14);
  const analyser = {
    fftSize: frame.samples.length,
    frequencyBinCount: frame.spectrum.length,
    minDecibels: frame.minDb,
    maxDecibels: frame.maxDb,
    context: { sampleRate: 48_000 },
    getFloatTimeDomainData: (out: Float32Array) => out.set(frame.samples),
    getByteFrequencyData: (out: Uint8Array) => out.set(frame.spectrum),
  };
  return { speaking: false, analyser } as unknown as SpeechPlayer & { speaking: boolean };
}

function renderLive(state: LiveState, player?: SpeechPlayer) {
  const props = { character, background: null, layout, player, random: seededRandom(5) };
  const view = render(<LiveDigitalHuman {...props} state={state} />);
  const root = view.container.querySelector<HTMLElement>('[data-live-character]')!;
  const part = (name: string) => root.querySelector(`[data-part="${name}"]`)!;
  const mouthPath = (name: string) => root.querySelector(`[data-mouth-path="${name}"]`)!.getAttribute('d');
  return {
    ...view,
    root,
    part,
    mouthPath,
    rerenderState: (s: LiveState) => view.rerender(<LiveDigitalHuman {...props} state={s} />),
  };
}

beforeEach(() => {
  pending = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  setHidden(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('LiveDigitalHuman', () => {
  it('exposes its state and a closed mouth on the root, and opens the mouth while its player speaks', () => {
    const player = fakePlayer();
    const { root, part, mouthPath } = renderLive('idle', player);
    expect(root.dataset.state).toBe('idle');
    frames(10);
    expect(root.dataset.mouth).toBe('closed');
    expect(root.dataset.mouthOpen).toBe('0.00');
    expect(mouthPath('opening')).toBe('');
    expect(mouthPath('line')).not.toBe('');

    player.speaking = true;
    frames(12);
    expect(root.dataset.mouth).toBe('open');
    expect(Number(root.dataset.mouthOpen)).toBeGreaterThan(0.5);
    expect(mouthPath('opening')).not.toBe('');
    expect(mouthPath('line')).toBe('');
    expect(Number(part('mouth').getAttribute('data-open'))).toBeGreaterThan(5);

    player.speaking = false;
    frames(15);
    expect(root.dataset.mouth).toBe('closed');
    expect(mouthPath('opening')).toBe('');
  });

  it('moves head and body every frame by attributes, and takes the pose of a new state', () => {
    const { root, part, rerenderState } = renderLive('idle');
    const svg = root.querySelector('svg');
    frames(2);
    const before = part('head').getAttribute('transform');
    frames(30);
    expect(part('head').getAttribute('transform')).not.toBe(before);
    expect(part('body').getAttribute('transform')).toMatch(/^rotate\(.+ 270 1040\) matrix\(/);
    rerenderState('listening');
    expect(root.dataset.state).toBe('listening');
    frames(90);
    const tilt = Number(/rotate\((-?[\d.]+)/.exec(part('head').getAttribute('transform')!)![1]);
    expect(tilt).toBeGreaterThan(2);
    // The SVG was drawn once; the frames only changed its attributes.
    expect(root.querySelector('svg')).toBe(svg);
  });

  it('stops animating while the tab is hidden and resumes when it shows again', () => {
    const { part, unmount } = renderLive('idle');
    frames(3);
    expect(pending.size).toBe(1);
    setHidden(true);
    expect(pending.size).toBe(0);
    const still = part('head').getAttribute('transform');
    frames(30);
    expect(part('head').getAttribute('transform')).toBe(still);
    setHidden(false);
    expect(pending.size).toBe(1);
    frames(30);
    expect(part('head').getAttribute('transform')).not.toBe(still);
    unmount();
    expect(pending.size).toBe(0);
  });
});
