import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VOUCHER_MAX_BYTES, billingPaths } from '@/features/billing/contract';
import { webUpload } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { voucherProblem } from './voucher-check';
import { VoucherUpload } from './VoucherUpload';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const upload = vi.mocked(webUpload);
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the voucher check before uploading', () => {
  it('takes jpg, png and pdf up to 10 MB, and refuses other types, larger and empty files', () => {
    expect(voucherProblem(fileOf('a.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(voucherProblem(fileOf('a.png', 'image/png', VOUCHER_MAX_BYTES))).toBeNull();
    expect(voucherProblem(fileOf('a.pdf', 'application/pdf', 1000))).toBeNull();
    // A share sheet may give no type: the name decides.
    expect(voucherProblem(fileOf('scan.PDF', '', 1000))).toBeNull();
    expect(voucherProblem(fileOf('IMG_1.heic', 'image/heic', 1000))).toBe('voucherType');
    expect(voucherProblem(fileOf('a.docx', '', 1000))).toBe('voucherType');
    expect(voucherProblem(fileOf('a.jpg', 'image/jpeg', VOUCHER_MAX_BYTES + 1))).toBe('voucherSize');
    expect(voucherProblem(fileOf('a.jpg', 'image/jpeg', 0))).toBe('voucherEmpty');
  });
});

describe('uploading a voucher', () => {
  beforeEach(() => upload.mockReset());

  it('refuses a too-large file in the browser, saying why, and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<VoucherUpload orderNo="D1" hasVoucher={false} />, {
      locale: 'en',
    });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*,application/pdf');
    await user.upload(input, fileOf('big.jpg', 'image/jpeg', VOUCHER_MAX_BYTES + 1));
    expect(await screen.findByTestId('voucher-problem')).toHaveTextContent('The file is larger than 10 MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a good file with the order number and says the order is in review', async () => {
    upload.mockResolvedValue({ orderNo: 'D1' });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VoucherUpload orderNo="D1" hasVoucher />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Upload a new voucher' })).toBeInTheDocument();
    await user.upload(container.querySelector('input[type=file]')!, fileOf('v.png', 'image/png', 2048));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [path, form] = upload.mock.calls[0]!;
    expect(path).toBe(billingPaths.modifyPaymentDoc);
    expect((form as FormData).get('orderNo')).toBe('D1');
    expect(((form as FormData).get('file') as File).name).toBe('v.png');
    expect(await screen.findByRole('status')).toHaveTextContent('Voucher uploaded: the order is in review.');
  });

  it('shows the server’s translated refusal', async () => {
    const { ApiError } = await import('@/lib/api-client/api-error');
    upload.mockRejectedValueOnce(new ApiError('code', '请先完成企业认证', 42212));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VoucherUpload orderNo="D1" hasVoucher={false} />);
    await user.upload(container.querySelector('input[type=file]')!, fileOf('v.pdf', 'application/pdf', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先完成企业认证');
  });
});
