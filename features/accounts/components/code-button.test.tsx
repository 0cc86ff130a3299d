import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeButton } from '@/features/accounts/components/CodeButton';
import { renderWithProviders } from '@/tests/support/render';

describe('code button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 60 seconds after a code was sent, then allows another', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    renderWithProviders(<CodeButton onSend={onSend} />, { locale: 'en' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(30_500);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('does not count down when the code was not sent', async () => {
    renderWithProviders(<CodeButton onSend={vi.fn().mockResolvedValue(false)} />, { locale: 'zh' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
