import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths } from '@/features/knowledge/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { webGet, webUpload } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { knowledgeFile, page } from '../test-data';
import { DocumentsTab } from './DocumentsTab';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

const get = vi.mocked(webGet);

beforeEach(() => {
  get.mockReset();
  vi.mocked(webUpload).mockReset();
});

function renderTab(locale: 'zh' | 'en' = 'en') {
  renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <DocumentsTab />
    </MantineProvider>,
    { locale },
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });

describe('the documents tab', { timeout: 30_000 }, () => {
  it('shows each parsing state; a failed file says why and offers edit and re-upload', async () => {
    get.mockResolvedValue(
      page([
        knowledgeFile('manual', { passageCount: 12 }),
        knowledgeFile('scan', {
          status: 'failed',
          failReason: 'parseNoText',
          failMessage: '文件解析失败：文档中没有文字',
        }),
        knowledgeFile('queued', { status: 'pending', passageCount: 0 }),
      ]),
    );
    renderTab('zh');
    const done = await screen.findByRole('row', { name: /manual\.pdf/ });
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(within(done).getByText('12')).toBeInTheDocument();
    const failed = rowOf('scan.pdf');
    expect(within(failed).getByText('解析失败')).toBeInTheDocument();
    expect(within(failed).getByText('文件解析失败：文档中没有文字')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: '重新上传“scan.pdf”' })).toBeInTheDocument();
    expect(within(rowOf('queued.pdf')).getByText('待解析')).toBeInTheDocument();
  });

  it('asks again while a file is being parsed, and shows it done when it is', async () => {
    get.mockResolvedValueOnce(page([knowledgeFile('report', { status: 'parsing', passageCount: 0 })]));
    get.mockResolvedValue(page([knowledgeFile('report', { passageCount: 7 })]));
    renderTab();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Parsing')).toBeInTheDocument();
    expect(await within(table).findByText('Done', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(table).getByText('7')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith(knowledgePaths.fileQuery, expect.objectContaining({ pageIndex: 1 }));
  });

  it('shows the server’s refusal of a file that is not what its name says', async () => {
    get.mockResolvedValue(page([]));
    vi.mocked(webUpload).mockRejectedValue(
      new ApiError('code', 'Invalid file format. Please upload a pdf, doc or docx file.', 41500, null, 200),
    );
    renderTab();
    expect(await screen.findByText('No document yet. Upload one above.')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file format. Please upload a pdf');
    expect(webUpload).toHaveBeenCalledWith(
      knowledgePaths.fileUpload,
      expect.any(FormData),
      expect.anything(),
    );
  });

  it('refuses a document over 10 MB before sending it', async () => {
    get.mockResolvedValue(page([]));
    renderTab('zh');
    await screen.findByText('还没有文档，请在上方上传。');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件过大：文档最大 10 MB');
    expect(webUpload).not.toHaveBeenCalled();
  });
});
