import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { contactRequests, renderContactForm, server, VALID } from './contact-test-kit';

// The live form's module arrives only when the test opens the gate: what the visitor does before is on the plain
// form the page shipped. (Once loaded, the module stays loaded for the later test.)
const { gate, openGate } = vi.hoisted(() => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, openGate: () => open() };
});
vi.mock('./ContactFormLive', async (importOriginal) => {
  await gate;
  return importOriginal();
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  contactRequests.length = 0;
});

describe('the contact form before its script has loaded', () => {
  it('keeps what was typed and the caret when the live form takes over, then sends it', async () => {
    const form = renderContactForm('en');
    const company = form.field('company') as HTMLInputElement;
    company.focus();
    fireEvent.input(company, { target: { value: 'Example Trading Ltd' } });
    company.setSelectionRange(7, 7);
    expect(form.formState()).toBe('plain');

    openGate();
    await waitFor(() => expect(form.formState()).toBe('live'));
    const liveCompany = form.field('company') as HTMLInputElement;
    expect(liveCompany.value).toBe('Example Trading Ltd');
    expect(document.activeElement).toBe(liveCompany);
    expect(liveCompany.selectionStart).toBe(7);

    await form.fill(Object.fromEntries(Object.entries(VALID).filter(([name]) => name !== 'company')));
    await form.submit();
    await screen.findByTestId('contact-success');
    expect(contactRequests[0]).toMatchObject({ company: 'Example Trading Ltd', email: VALID.email });
  });

  it('sends once loaded when send was pressed before, and checks the fields as usual', async () => {
    const form = renderContactForm('en');
    fireEvent.submit(form.container.querySelector('form')!);
    openGate();
    await waitFor(() => expect(form.formState()).toBe('live'));
    await waitFor(() =>
      expect(form.container.querySelector('#contact-firstName-error')).toHaveTextContent(
        catalogues.en.Validation.required,
      ),
    );
    expect(contactRequests).toHaveLength(0);
  });
});
