import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths } from '@/features/knowledge/contract';
import { webGet, webGetBlob, webUpload } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { importJob } from '../test-data';
import { ImportDialog } from './ImportDialog';
import { ImportResult } from './ImportJobView';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

beforeEach(() => {
  vi.mocked(webGet).mockReset();
  vi.mocked(webUpload).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

const wrap = (ui: React.ReactElement) => (
  <MantineProvider env="test" theme={theme}>
    {ui}
  </MantineProvider>
);

describe('the import result', () => {
  it('says how many rows failed and were imported, lists the first, and downloads the failures file', async () => {
    vi.mocked(webGetBlob).mockResolvedValue(new Blob(['x']));
    renderWithProviders(wrap(<ImportResult job={importJob()} onAnother={() => {}} />), { locale: 'en' });
    expect(screen.getByText('Import finished with 2 failures')).toBeInTheDocument();
    expect(screen.getByText('10 questions imported.')).toBeInTheDocument();
    expect(screen.getByText('Row 3: Answer: this field is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the failed rows' }));
    expect(webGetBlob).toHaveBeenCalledWith(knowledgePaths.importFailures, { jobId: 'j1' });
  });

  it('says it in Chinese, and offers no failures file when every row came in', () => {
    renderWithProviders(
      wrap(
        <ImportResult
          job={importJob({ failed: 0, imported: 12, failures: [], hasFailureFile: false })}
          onAnother={() => {}}
        />,
      ),
      { locale: 'zh' },
    );
    expect(screen.getByText('导入完成')).toBeInTheDocument();
    expect(screen.getByText('成功导入 12 条问答。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载失败记录' })).not.toBeInTheDocument();
  });

  it('names why a whole file could not be imported', () => {
    renderWithProviders(
      wrap(
        <ImportResult
          job={importJob({ status: 'failed', error: 'importHeaderInvalid' })}
          onAnother={() => {}}
        />,
      ),
      { locale: 'zh' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('第一行必须是模板的表头');
  });
});

describe('the import dialog', { timeout: 30_000 }, () => {
  it('refuses another format with the spec’s message before sending anything', async () => {
    renderWithProviders(wrap(<ImportDialog opened onClose={() => {}} />), { locale: 'zh' });
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'faq.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确');
    expect(webUpload).not.toHaveBeenCalled();
  });

  it('uploads the file, follows the job until it ends, then shows the result', async () => {
    vi.mocked(webUpload).mockResolvedValue(importJob({ status: 'queued', processed: 0, total: 0 }));
    vi.mocked(webGet).mockResolvedValueOnce(importJob({ status: 'running', processed: 5, total: 12 }));
    vi.mocked(webGet).mockResolvedValue(importJob());
    renderWithProviders(wrap(<ImportDialog opened onClose={() => {}} />), { locale: 'en' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'faq.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.setup().upload(input, file);
    await waitFor(() =>
      expect(webUpload).toHaveBeenCalledWith(
        knowledgePaths.faqImport,
        expect.any(FormData),
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Importing: row 5 of 12')).toBeInTheDocument();
    expect(
      await screen.findByText('Import finished with 2 failures', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(webGet).toHaveBeenCalledWith(knowledgePaths.importJob, { jobId: 'j1' });
  });
});
