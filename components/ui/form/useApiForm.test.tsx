import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';

const v = catalogues.en.Validation;

// `reference` is part of the request but has no input on screen.
const schema = z.object({
  email: z.string().trim().email('emailInvalid'),
  note: z.string().min(1, 'required'),
  reference: z.string(),
});

interface HarnessProps {
  submit: (values: z.output<typeof schema>) => Promise<unknown>;
  leavesPage?: boolean;
  resetOnSuccess?: boolean;
  lazySchema?: boolean;
}

function Harness({ submit, leavesPage, resetOnSuccess, lazySchema }: HarnessProps) {
  const form = useApiForm({
    schema: lazySchema ? () => Promise.resolve(schema) : schema,
    defaultValues: { email: '', note: '', reference: 'r-1' },
    submit,
    leavesPage,
    resetOnSuccess,
    codeFields: { [ApiCode.conflict]: { field: 'email', message: 'emailTaken' } },
    codeMessages: { [ApiCode.rateLimited]: 'Slow down' },
    messages: { failed: 'Something failed', network: 'No network' },
  });
  return (
    <ApiFormFrame form={form} label="Test form" submitLabel="Send">
      <FormField form={form} name="email" label="Email" />
      <FormField form={form} kind="textarea" name="note" label="Note" />
      {form.succeeded ? <p role="status">Sent</p> : null}
    </ApiFormFrame>
  );
}

function setUp(props: HarnessProps) {
  const u = userEvent.setup();
  renderWithProviders(<Harness {...props} />, { locale: 'en' });
  const email = () => screen.getByRole('textbox', { name: 'Email' });
  const note = () => screen.getByRole('textbox', { name: 'Note' });
  const button = () => screen.getByRole('button', { name: 'Send' });
  const fillAndSend = async () => {
    await u.type(email(), 'ada@example.com');
    await u.type(note(), 'Hello');
    await u.click(button());
  };
  return { u, email, note, button, fillAndSend };
}

const validationFailure = (fields: { field: string; message: string }[]) =>
  new ApiError('code', 'Validation failed', ApiCode.validation, { fields });

/** A call that answers when the test says so. */
function pending() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { call: vi.fn(() => promise), ...settle };
}

describe('useApiForm', () => {
  it("checks with the contract schema and sends the schema's output", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const form = setUp({ submit });
    await form.u.type(form.email(), 'ada@');
    await form.u.click(form.button());
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(v.required)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await form.u.type(form.email(), 'example.com ');
    await form.u.type(form.note(), 'Hello');
    await form.u.click(form.button());
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', note: 'Hello', reference: 'r-1' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Sent');
  });

  it("puts the server's field errors on their fields, focuses the first, and keeps what was typed", async () => {
    const form = setUp({
      submit: () =>
        Promise.reject(
          validationFailure([
            { field: 'email', message: 'emailTaken' },
            { field: 'note', message: 'Too rude' },
          ]),
        ),
    });
    await form.fillAndSend();
    expect(await screen.findByText(v.emailTaken)).toBeInTheDocument();
    expect(screen.getByText('Too rude')).toBeInTheDocument();
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(form.email()).toHaveFocus();
    expect(form.email()).toHaveValue('ada@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lands a code without named fields on the field it belongs to', async () => {
    const form = setUp({ submit: () => Promise.reject(new ApiError('code', 'taken', ApiCode.conflict)) });
    await form.fillAndSend();
    expect(await screen.findByText(v.emailTaken)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'an error on a field not on screen',
      validationFailure([{ field: 'reference', message: 'required' }]),
      'Validation failed',
    ],
    ['a failure naming no field', new ApiError('code', 'Too many attempts', 40100), 'Too many attempts'],
    [
      'a code with a message of the form',
      new ApiError('code', 'rate limited', ApiCode.rateLimited),
      'Slow down',
    ],
    ['a lost network', new ApiError('network', 'fetch failed'), 'No network'],
    ['an unexpected throw', new Error('boom'), 'Something failed'],
  ])('shows %s as the form error', async (_, error, message) => {
    const form = setUp({ submit: () => Promise.reject(error) });
    await form.fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows nothing itself when the session ended: the API client has said so and moves to the login page', async () => {
    const form = setUp({ submit: () => Promise.reject(new ApiError('session', 'expired', 50102)) });
    await form.fillAndSend();
    await waitFor(() => expect(form.button()).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while the request is under way, and free again after a failure', async () => {
    const call = pending();
    const form = setUp({ submit: call.call });
    await form.fillAndSend();
    await waitFor(() => expect(form.button()).toBeDisabled());
    expect(form.button()).toHaveAttribute('data-loading');
    call.reject(new ApiError('code', 'Too many attempts', 40100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(form.button()).toBeEnabled();
  });

  it('stays busy after a success when the page moves on', async () => {
    const call = pending();
    const form = setUp({ submit: call.call, leavesPage: true });
    await form.fillAndSend();
    call.resolve();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(form.button()).toBeDisabled();
  });

  it('clears the form error at the next submit, and empties the form after a success when asked', async () => {
    const submit = vi
      .fn<HarnessProps['submit']>()
      .mockRejectedValueOnce(new ApiError('network', 'fetch failed'))
      .mockResolvedValueOnce(undefined);
    const form = setUp({ submit, resetOnSuccess: true });
    await form.fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('No network');
    await form.u.click(form.button());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.email()).toHaveValue('');
    expect(form.note()).toHaveValue('');
  });

  it('loads a lazy schema on the first submit', async () => {
    const form = setUp({ submit: () => Promise.resolve(), lazySchema: true });
    await form.u.click(form.button());
    expect(await screen.findAllByText(v.required)).toHaveLength(1);
    expect(screen.getByText(v.emailInvalid)).toBeInTheDocument();
  });
});
