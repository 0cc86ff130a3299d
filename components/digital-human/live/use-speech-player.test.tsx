import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSpeechPlayer } from './useSpeechPlayer';

function fakeContext() {
  const node = () => ({ connect() {}, disconnect() {}, gain: { value: 1 } });
  return {
    state: 'suspended',
    destination: {},
    createAnalyser: node,
    createGain: node,
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
  };
}

describe('useSpeechPlayer', () => {
  it('resumes the audio on the first user gesture only, and closes it on unmount', () => {
    const context = fakeContext();
    const { result, unmount } = renderHook(() =>
      useSpeechPlayer(undefined, { createContext: () => context as unknown as AudioContext }),
    );
    expect(context.resume).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(context.resume).toHaveBeenCalledOnce();
    expect(result.current.speaking).toBe(false);
    unmount();
    expect(context.close).toHaveBeenCalledOnce();
  });

  it('passes the player’s events to its listener', () => {
    const heard = vi.fn();
    const { result } = renderHook(() =>
      useSpeechPlayer(heard, {
        createContext: () => fakeContext() as unknown as AudioContext,
        fetch: () => new Promise<Response>(() => {}),
      }),
    );
    result.current.enqueue({ url: '/a.wav' });
    result.current.stop();
    expect(heard).toHaveBeenCalledWith({ type: 'idle' });
  });
});
