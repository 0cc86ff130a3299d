import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { ListEditor } from './ListEditor';

function Domains({ initial = [] as string[], errors = [] as (string | undefined)[] }) {
  const [lines, setLines] = useState(initial);
  return (
    <>
      <ListEditor
        lines={lines}
        onChange={setLines}
        lineErrors={errors}
        max={2}
        labels={{
          title: 'Allowed domains',
          empty: 'Any domain',
          line: (n) => `Domain ${n}`,
          remove: (n) => `Remove domain ${n}`,
          add: 'Add a domain',
        }}
      />
      <output data-testid="value">{JSON.stringify(lines)}</output>
    </>
  );
}

describe('the list editor', () => {
  it('adds lines up to its limit, edits each, and removes the one asked for', async () => {
    renderWithProviders(<Domains />, { locale: 'en' });
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Allowed domains' })).toBeVisible();
    expect(screen.getByText('Any domain')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a domain' }));
    await user.type(screen.getByRole('textbox', { name: 'Domain 1' }), 'a.example');
    await user.click(screen.getByRole('button', { name: 'Add a domain' }));
    await user.type(screen.getByRole('textbox', { name: 'Domain 2' }), 'b.example');
    expect(screen.getByRole('button', { name: 'Add a domain' })).toBeDisabled();
    expect(screen.queryByText('Any domain')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove domain 1' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["b.example"]');
    expect(screen.getByRole('textbox', { name: 'Domain 1' })).toHaveValue('b.example');
    expect(screen.getByRole('button', { name: 'Add a domain' })).toBeEnabled();
  });

  it('shows each line its own error', () => {
    renderWithProviders(<Domains initial={['ok.example', 'bad']} errors={[undefined, 'Not a domain']} />, {
      locale: 'en',
    });
    expect(screen.getByRole('textbox', { name: 'Domain 2' })).toHaveAccessibleDescription('Not a domain');
    expect(screen.getByRole('textbox', { name: 'Domain 1' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
