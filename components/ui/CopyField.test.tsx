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

  it('spans lines for a snippet and keeps extra buttons beside the copy button', () => {
    renderWithProviders(
      <CopyField
        label="Code"
        value={'<script>\n</script>'}
        copyLabel="Copy code"
        copiedLabel="Code copied"
        multiline
        extra={<button type="button">Open</button>}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: 'Code' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Open' })).toBeVisible();
  });
});
