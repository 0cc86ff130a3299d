import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from './fixture';

const device = vi.hoisted(() => ({
  licenceState: vi.fn(),
  activate: vi.fn(),
  checkStatus: vi.fn(),
}));
vi.mock('./device', async (original) => ({ ...(await original<typeof import('./device')>()), ...device }));
vi.mock('./idb', () => ({
  idbKeyValue: { get: vi.fn(), set: vi.fn(), remove: vi.fn(async () => undefined) },
  idbTranscripts: { all: vi.fn(async () => []), put: vi.fn(), remove: vi.fn() },
}));
vi.mock('./espeak', () => ({ warmUpEspeak: vi.fn(async () => undefined), synthesize: vi.fn() }));

const { App } = await import('./App');
const { PlatformError } = await import('./device');
const keys = { privateKey: {} as CryptoKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'A'.repeat(43) } };

describe('the offline app’s licence screens', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the code, says why activation failed, and shows the device key for activation by hand', async () => {
    device.licenceState.mockResolvedValue({ kind: 'needsActivation', keys });
    device.activate.mockRejectedValueOnce(new PlatformError('This code has been used', 42204));
    render(<App session={testSession()} />);
    fireEvent.change(await screen.findByLabelText('激活码'), { target: { value: 'abcd efgh jkmn' } });
    expect(screen.getByLabelText('激活码')).toHaveProperty('value', 'ABCD-EFGH-JKMN');
    expect(screen.getByText(/"x":"AAAA/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '激活' }));
    expect((await screen.findByRole('alert')).textContent).toBe('激活失败：This code has been used');
    expect(device.activate).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      keys,
      'ABCD-EFGH-JKMN',
      '',
    );
  });

  it.each([
    ['expired', '此设备的许可证已过期'],
    ['wrongDevice', '此许可证属于另一台设备'],
    ['revoked', '此设备的许可证已被撤销'],
  ])('stops on a %s licence with its own words', async (kind, words) => {
    device.licenceState.mockResolvedValue({ kind, keys });
    render(<App session={testSession()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(words);
  });

  it('speaks English to an English session', async () => {
    device.licenceState.mockResolvedValue({ kind: 'needsActivation', keys });
    render(<App session={testSession({ language: 'en' })} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activate this device' })).toBeTruthy());
  });
});

describe('a portrait session offline', () => {
  it('shows the packaged photo portrait with its AI mark, not the drawn stand-in', async () => {
    device.licenceState.mockResolvedValue({ kind: 'ok', keys, token: 't', claims: {} });
    device.checkStatus.mockResolvedValue({ state: 'active', newerPackage: false });
    const mesh = Array.from({ length: 468 }, (_, i) => [100 + (i % 20), 100 + Math.floor(i / 20), 0]);
    const portrait = {
      imageUrl: 'data:image/jpeg;base64,/9j/4AAQ',
      width: 512,
      height: 640,
      mesh: mesh as [number, number, number][],
      box: [80, 80, 300, 360] as [number, number, number, number],
    };
    const drawn = render(<App session={testSession()} />);
    await waitFor(() => expect(drawn.container.querySelector('svg[data-character]')).not.toBeNull());
    expect(screen.queryByRole('note', { name: 'AI 生成' })).toBeNull();
    drawn.unmount();

    const { container } = render(<App session={testSession({ portrait })} />);
    expect(await screen.findByRole('note', { name: 'AI 生成' })).toBeTruthy();
    expect(container.querySelector('svg[data-character]')).toBeNull();
  });
});
