import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '@/features/sessions/contract';
import { IMAGE_MAX_BYTES } from '@/lib/contract/images';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { ImageUpload } from './ImageUpload';

/** An XMLHttpRequest that sends nothing: the test reads what was sent and plays the progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const image: UploadedImage = {
  id: 'f1',
  url: '/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
  name: 'hall.png',
  size: 68,
  mimeType: 'image/png',
  width: 1,
  height: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const pngFile = (name = 'hall.png', size = 68) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

async function sentRequest() {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('ImageUpload', () => {
  it('sends the file as multipart, shows its progress, then hands the stored image over', async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUpload purpose="background" onUploaded={onUploaded} />);
    const t = catalogues.zh.SessionsUpload;
    expect(screen.getByText(t.title)).toBeVisible();
    expect(screen.getByText('jpg、jpeg、png、gif 或 bmp 格式，不超过 2 MB')).toBeVisible();

    choose(pngFile());
    const xhr = await sentRequest();
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/management/background/upload');
    expect(new URL(xhr.url).searchParams.get('lang')).toBe('zh');
    expect(xhr.timeout).toBe(300_000);
    expect(xhr.headers['x-dh-client']).toBe('web');
    expect((xhr.body!.get('file') as File).name).toBe('hall.png');
    // Spec §7: a form upload sends its payload as is, without userId and corpId.
    expect([...xhr.body!.keys()]).toEqual(['file']);

    expect(screen.getByText('正在上传 hall.png')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: t.progress })).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(34, 68);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: t.progress })).toHaveAttribute('aria-valuenow', '50'),
    );
    expect(screen.getByText('50%')).toBeVisible();

    xhr.answer(200, { code: 0, message: '成功', data: image });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(image));
    expect(screen.getByRole('status')).toHaveTextContent('已上传 hall.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal in its words', async () => {
    // The client asks for the page's language, which the root layout writes on <html>.
    document.documentElement.lang = 'en';
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUpload purpose="page-image" onUploaded={onUploaded} />, { locale: 'en' });
    choose(pngFile('start.png'));
    const xhr = await sentRequest();
    expect(new URL(xhr.url).pathname).toBe('/api/management/common/uploadImage');
    expect(new URL(xhr.url).searchParams.get('lang')).toBe('en');
    const refusal = 'Invalid file format. Please upload a jpg, jpeg, png, gif or bmp image.';
    xhr.answer(400, {
      code: 40000,
      message: refusal,
      data: { fields: [{ field: 'file', message: 'invalid' }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the upload failed when no answer comes', async () => {
    renderWithProviders(<ImageUpload purpose="background" onUploaded={vi.fn()} />, { locale: 'en' });
    choose(pngFile());
    (await sentRequest()).onerror?.();
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogues.en.SessionsUpload.failed);
  });

  it('checks type and size before sending, with the server’s messages', async () => {
    renderWithProviders(<ImageUpload purpose="background" onUploaded={vi.fn()} />, { locale: 'en' });
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogues.en.SessionsUpload.typeInvalid);

    choose(pngFile('big.png', IMAGE_MAX_BYTES + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File too large: an image may be at most 2 MB.'),
    );

    choose(new File([], 'empty.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(catalogues.en.SessionsUpload.empty),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks a touch screen to tap rather than drag', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<ImageUpload purpose="background" onUploaded={vi.fn()} />, { locale: 'en' });
    expect(screen.getByText(catalogues.en.SessionsUpload.titleTouch)).toBeVisible();
  });

  it('stops the upload when asked, without an error', async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUpload purpose="background" onUploaded={onUploaded} />, { locale: 'en' });
    choose(pngFile());
    await sentRequest();
    fireEvent.click(screen.getByRole('button', { name: catalogues.en.SessionsUpload.cancel }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
