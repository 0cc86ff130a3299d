import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationPaths } from '@/features/deploy/contract/applications';
import { webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { SdkGuide } from './SdkGuide';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);
const post = vi.mocked(webPost);

const app = (appId: string, name: string) => ({ appId, name, status: 'active', concurrency: 1 });
const LINKS = { resources: '/dashboard/resources', experience: '/dashboard/experience' };
// The page passes the docs center's SDK reference (features/docs tests its content); here a stand-in.
const REFERENCE = (
  <table aria-label="Methods">
    <tbody>
      <tr>
        <td>DigitalHuman.speak(text)</td>
      </tr>
    </tbody>
  </table>
);

// The Select scrolls its chosen option into view, which jsdom cannot.
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ list: [app('app_first', 'Shop'), app('app_second', 'Bank')], total: 2 });
  document.querySelectorAll('script[data-app-id]').forEach((script) => script.remove());
});

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-app-id]')];

describe('the SDK guide', () => {
  it("gives the snippets for the corporation's first application, on this origin, and the reference", async () => {
    renderWithProviders(<SdkGuide live={false} links={LINKS} reference={REFERENCE} />, { locale: 'en' });
    expect(await screen.findByRole('combobox', { name: 'Application' })).toHaveValue('Shop (app_first)');
    const tag = screen.getByLabelText('1. Add the script');
    expect(tag.textContent).toBe(
      `<script src="${window.location.origin}/sdk/v1/digital-human.js" data-app-id="app_first" async></script>`,
    );
    expect(screen.getByLabelText('2. Or show it inside your page').textContent).toContain(
      'data-mode="inline" data-target="#digital-human"',
    );
    expect(post).toHaveBeenCalledWith(applicationPaths.page, { pageIndex: 1, pageSize: 100 });
    expect(screen.getByRole('table', { name: 'Methods' })).toHaveTextContent('DigitalHuman.speak(text)');
    // The phone copies and reads: no live sample.
    expect(screen.queryByRole('log')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('runs the served SDK inline for the chosen application, and moves it when another is chosen', async () => {
    renderWithProviders(
      // env="test": Mantine's dropdowns without transitions or portals.
      <MantineProvider env="test">
        <SdkGuide live links={LINKS} reference={REFERENCE} />
      </MantineProvider>,
      { locale: 'zh' },
    );
    await screen.findByRole('log', { name: '事件日志' });
    expect(scripts().map((s) => ({ ...s.dataset, src: s.getAttribute('src') }))).toEqual([
      {
        appId: 'app_first',
        mode: 'inline',
        target: '#dh-live-sample',
        lang: 'zh',
        src: '/sdk/v1/digital-human.js',
      },
    ]);
    expect(screen.getByRole('button', { name: 'start()' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: '应用' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bank (app_second)' }));
    expect(scripts().map((s) => s.dataset.appId)).toEqual(['app_second']);
    expect(screen.getByLabelText('1. 添加脚本').textContent).toContain('data-app-id="app_second"');
  });

  it('sends a corporation without applications to create one', async () => {
    post.mockResolvedValue({ list: [], total: 0 });
    renderWithProviders(<SdkGuide live links={LINKS} reference={REFERENCE} />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Keys and resources' })).toHaveAttribute(
      'href',
      '/dashboard/resources',
    );
    expect(screen.getByText('Choose an application to try it.')).toBeVisible();
    expect(screen.getByLabelText('1. Add the script').textContent).toContain('data-app-id="YOUR_APP_ID"');
  });
});
