import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { AppProviders } from './AppProviders';

let pathname = '/register';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

function Island({ text }: { text: string }) {
  return (
    <NextIntlClientProvider locale="zh" messages={catalogues.zh} timeZone="Asia/Shanghai">
      <AppProviders>
        <p>{text}</p>
      </AppProviders>
    </NextIntlClientProvider>
  );
}

afterEach(() => {
  pathname = '/register';
  act(() => notifications.clean());
});

describe('AppProviders: toasts stay on their page', () => {
  it('drops the “code sent” toast when the registration island gives way to the login page’s', async () => {
    const register = render(<Island text="register" />);
    act(() => notifications.show({ message: '验证码已发送，10 分钟内有效。' }));
    expect(await screen.findByText('验证码已发送，10 分钟内有效。')).toBeInTheDocument();
    register.unmount();
    pathname = '/login';
    render(<Island text="login" />);
    expect(screen.getByText('login')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('验证码已发送，10 分钟内有效。')).not.toBeInTheDocument());
  });

  it('drops the toasts of a page when the path changes under the same island', async () => {
    const view = render(<Island text="console" />);
    act(() => notifications.show({ message: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    pathname = '/session';
    view.rerender(<Island text="console" />);
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('keeps a toast while the user stays on the page', async () => {
    const view = render(<Island text="register" />);
    act(() => notifications.show({ message: 'Still here' }));
    view.rerender(<Island text="register" />);
    expect(await screen.findByText('Still here')).toBeInTheDocument();
  });
});
