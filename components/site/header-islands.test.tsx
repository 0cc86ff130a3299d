import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FreeTrialButton } from '@/components/site/header-islands';
import { LOGGED_IN_HINT_COOKIE } from '@/lib/config/cookies';

afterEach(() => {
  document.cookie = `${LOGGED_IN_HINT_COOKIE}=; max-age=0; path=/`;
});

describe('FreeTrialButton (spec §1)', () => {
  it('leads a visitor without a session to /login', () => {
    render(<FreeTrialButton label="Free trial" />);
    expect(screen.getByRole('link', { name: 'Free trial' })).toHaveAttribute('href', '/login');
  });

  it('leads a logged-in visitor to /personas', () => {
    document.cookie = `${LOGGED_IN_HINT_COOKIE}=1; path=/`;
    render(<FreeTrialButton label="Free trial" />);
    expect(screen.getByRole('link', { name: 'Free trial' })).toHaveAttribute('href', '/personas');
  });
});
