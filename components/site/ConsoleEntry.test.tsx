import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleEntry } from '@/components/site/ConsoleEntry';
import { SIGNED_IN_SCRIPT } from '@/components/site/signedInScript';
import { LOGGED_IN_HINT_COOKIE } from '@/lib/config/cookies';
import { USER_STORAGE_KEY } from '@/lib/api-client/user-storage';

const runSignedInScript = () => new Function(SIGNED_IN_SCRIPT)();

afterEach(() => {
  document.cookie = `${LOGGED_IN_HINT_COOKIE}=; max-age=0; path=/`;
  delete document.documentElement.dataset.signedIn;
  localStorage.clear();
});

describe('the signed-in mark of the static pages', () => {
  it('is set before first paint when the login hint cookie is there', () => {
    document.cookie = `${LOGGED_IN_HINT_COOKIE}=1; path=/`;
    runSignedInScript();
    expect(document.documentElement.dataset.signedIn).toBe('1');
  });

  it('is not set for a visitor, nor by a cookie that merely ends with the name', () => {
    document.cookie = `x${LOGGED_IN_HINT_COOKIE}=1; path=/`;
    runSignedInScript();
    expect(document.documentElement.dataset.signedIn).toBeUndefined();
    document.cookie = `x${LOGGED_IN_HINT_COOKIE}=; max-age=0; path=/`;
  });
});

describe('ConsoleEntry', () => {
  it('leads into the console and names the account the login stored', () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ userId: 'u1', corpId: 'c1', email: 'a@acme.test', companyName: 'Acme Ltd' }),
    );
    render(<ConsoleEntry href="/dashboard" label="Console" />);
    const link = screen.getByRole('link', { name: /Console/ });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Acme Ltd');
  });

  it('falls back to the e-mail, and shows only the label when compact', () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ userId: 'u1', corpId: 'c1', email: 'a@acme.test' }),
    );
    const { unmount } = render(<ConsoleEntry href="/dashboard" label="Console" />);
    expect(screen.getByTestId('account-name')).toHaveTextContent('a@acme.test');
    unmount();
    render(<ConsoleEntry href="/mobile/dashboard" label="Console" compact />);
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/mobile/dashboard');
    expect(screen.queryByTestId('account-name')).toBeNull();
  });
});
