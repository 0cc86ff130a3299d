import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { CopyField } from './CopyField';

describe('the copy field', () => {
  it('shows the value whole, copies it and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CopyField
        label="Link"
        value="https://example.com/s/abc"
        copyLabel="Copy link"
        copiedLabel="Link copied"
        testId="link"
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('https://example.com/s/abc');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('https://example.com/s/abc');
  });

  it('keeps extra buttons beside the copy button', () => {
    renderWithProviders(
      <CopyField
        label="Connection URL"
        value="https://example.com/c/{token}"
        copyLabel="Copy"
        copiedLabel="Copied"
        inline
        extra={<button type="button">Open</button>}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: 'Connection URL' })).toHaveValue(
      'https://example.com/c/{token}',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toBeVisible();
  });
});
