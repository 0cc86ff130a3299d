import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { SecretShownOnce } from './SecretShownOnce';

const SECRET = 'sk_0123456789abcdefghijklmnopqrstuv';

/** As the console pages hold it: the secret in state until the explicit "I have stored it". */
function Page() {
  const [secret, setSecret] = useState<string | null>(SECRET);
  return (
    <SecretShownOnce
      secret={secret}
      title="Your APPKey"
      warningTitle="Copy it now: it is shown this once only"
      label="APPKey"
      labels={{ copy: 'Copy key', copied: 'Key copied', done: 'I have stored it' }}
      testId="secret"
      onDone={() => setSecret(null)}
    />
  );
}

describe('a secret shown once (issue 19 §1.10)', () => {
  it('stays open on Escape and on a click beside it, and closes only by "I have stored it"', async () => {
    renderWithProviders(<Page />, { locale: 'en' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Your APPKey' });
    expect(screen.getByTestId('secret')).toHaveTextContent(SECRET);
    // Nothing but the explicit action: no close button.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();

    await user.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay')!;
    const inner = document.querySelector('.mantine-Modal-inner')!;
    for (const outside of [overlay, inner]) {
      fireEvent.mouseDown(outside);
      fireEvent.mouseUp(outside);
      fireEvent.click(outside);
    }
    expect(screen.getByRole('dialog', { name: 'Your APPKey' })).toBeVisible();
    expect(screen.getByTestId('secret')).toHaveTextContent(SECRET);

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByTestId('secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
