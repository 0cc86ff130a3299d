import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths, type CategoryDto, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { webGet } from '@/lib/api-client/web-client';
import { KnowledgeGroup } from './KnowledgeGroup';
import { setup } from './session-form-harness';
import { testSession } from './test-session';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

const category = (categoryId: string, name: string): CategoryDto => ({
  categoryId,
  name,
  itemCount: 3,
  createTime: '2026-05-01T08:00:00Z',
});
const file = (fileId: string, name: string, status: KnowledgeFileDto['status']): KnowledgeFileDto => ({
  fileId,
  name,
  type: 'pdf',
  size: 2048,
  status,
  failReason: null,
  failMessage: null,
  passageCount: status === 'done' ? 4 : 0,
  charCount: 100,
  createTime: '2026-05-01T08:00:00Z',
  updateTime: '2026-05-01T08:00:00Z',
});

vi.mocked(webGet).mockImplementation(async (path) => {
  if (path === knowledgePaths.categoryList) return [category('c1', 'billing'), category('c2', '售后')];
  if (path === knowledgePaths.fileQuery)
    return {
      list: [file('f1', 'Manual.pdf', 'done'), file('f2', 'Draft.docx', 'parsing')],
      total: 2,
      pageIndex: 1,
      pageSize: 100,
    };
  throw new Error(`unexpected ${path}`);
});

// Without transitions and portals, a dropdown opens at once inside the component.
const group = (
  <MantineProvider env="test" theme={theme}>
    <KnowledgeGroup />
  </MantineProvider>
);

describe('the session’s knowledge group', { timeout: 30_000 }, () => {
  it('saves the chosen FAQ categories as knowledgeDtoList, none meaning all', async () => {
    const { user, submit } = setup(group, testSession({ knowledgeIsUsed: true }));
    expect(screen.getByRole('link', { name: 'knowledge base' })).toHaveAttribute(
      'href',
      '/dashboard/knowledge',
    );
    const picker = screen.getByRole('combobox', { name: 'FAQ categories' });
    expect(screen.getByText('Leave empty to answer from all categories.')).toBeInTheDocument();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: '售后' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: 'c2' }],
    });
  });

  it('offers only parsed documents, shows the others with their state, and requires one', async () => {
    const { user, submit } = setup(group, testSession());
    expect(screen.queryByRole('combobox', { name: /Documents/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Answer from documents/ }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: /Documents/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Draft.docx (parsing)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Manual.pdf' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      fileIsUsed: true,
      kbConversationDto: { fileIds: ['f1'] },
    });
  });

  it('keeps a document deleted since the session was saved visible, so it can be taken out', async () => {
    const { user, submit } = setup(
      group,
      testSession({ fileIsUsed: true, kbConversationDto: { fileIds: ['gone', 'f1'] } }),
      'zh',
    );
    expect((await screen.findAllByText('已删除的文档'))[0]).toBeVisible();
    expect(screen.getAllByText('Manual.pdf')[0]).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0].kbConversationDto.fileIds).toEqual(['gone', 'f1']);
  });
});
