import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';

const form = (
  <HydratedFieldset>
    <input aria-label="name" />
  </HydratedFieldset>
);

describe('HydratedFieldset', () => {
  it('arrives disabled in the server HTML, so nothing is typed before React takes over', () => {
    expect(renderToString(form)).toMatch(/<fieldset[^>]*disabled/);
  });

  it('enables its controls once mounted in the browser', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'name' })).toBeEnabled();
    expect(screen.getByRole('group')).toHaveAttribute('data-hydrated', 'true');
  });
});
