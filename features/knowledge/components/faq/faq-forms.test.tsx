import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/site/theme';
import { knowledgePaths } from '@/features/knowledge/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { category, faqItem } from '../test-data';
import { CategoriesModal } from './CategoriesModal';
import { FaqEditModal } from './FaqEditModal';

vi.mock('@/lib/api-client/web-client', () => import('@/tests/support/web-client-mock'));

// Mantine's autosizing textarea listens for web fonts, which jsdom does not load.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const post = vi.mocked(webPost);

beforeEach(() => {
  post.mockReset();
  vi.mocked(webGet).mockResolvedValue([category('c1', 'billing', 2)]);
});

function renderForm(item: Parameters<typeof FaqEditModal>[0]['item'], locale: 'zh' | 'en' = 'en') {
  const onClose = vi.fn();
  renderWithProviders(
    <MantineProvider env="test" theme={theme}>
      <FaqEditModal
        item={item}
        categories={[category('c1', 'billing'), category('c2', '售后')]}
        defaultCategoryId={null}
        onClose={onClose}
        onManageCategories={() => {}}
      />
    </MantineProvider>,
    { locale },
  );
  return { onClose, user: userEvent.setup() };
}

describe('the FAQ item form (spec §5)', { timeout: 30_000 }, () => {
  it('requires question, answer and category, then sends the item with its similar questions', async () => {
    post.mockResolvedValue(faqItem(1));
    const { user, onClose } = renderForm('new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Question/ }), 'How do I pay?');
    await user.type(screen.getByRole('textbox', { name: /^Answer/ }), 'By bank transfer.');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: '售后' }));
    await user.click(screen.getByRole('button', { name: '+ Add a similar question' }));
    await user.type(screen.getByRole('textbox', { name: 'Similar question 1' }), 'Payment methods?');
    await user.click(screen.getByRole('button', { name: '+ Add a similar question' }));
    await user.type(screen.getByRole('textbox', { name: 'Similar question 2' }), 'to be removed');
    await user.click(screen.getByRole('button', { name: 'Remove similar question 2' }));
    await user.click(screen.getByRole('radio', { name: 'Invalid' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(knowledgePaths.faqAdd, {
      question: 'How do I pay?',
      answer: 'By bank transfer.',
      categoryId: 'c2',
      status: 'invalid',
      similarQuestions: ['Payment methods?'],
    });
  });

  it('edits an item in place, keeping its id', async () => {
    post.mockResolvedValue(faqItem(4));
    const { user, onClose } = renderForm(faqItem(4, { similarQuestions: ['Q four?'] }));
    expect(screen.getByRole('textbox', { name: 'Similar question 1' })).toHaveValue('Q four?');
    const answer = screen.getByRole('textbox', { name: /^Answer/ });
    await user.clear(answer);
    await user.type(answer, 'A new answer.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      knowledgePaths.faqUpdate,
      expect.objectContaining({ faqId: 'q4', answer: 'A new answer.', similarQuestions: ['Q four?'] }),
    );
  });

  it('shows the server’s refusal, "maximum FAQ questions exceeded", in the form and keeps what was typed', async () => {
    post.mockRejectedValue(
      new ApiError('code', '超过FAQ问题最大数量：每个企业最多 100000 条', 42900, null, 200),
    );
    const { user, onClose } = renderForm(faqItem(2), 'zh');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('超过FAQ问题最大数量');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^问题/ })).toHaveValue('Question 2?');
  });

  it('says "modify failed" when saving an edit fails without a reason (spec §8)', async () => {
    post.mockRejectedValue(new ApiError('http', '', undefined, null, 502));
    const { user } = renderForm(faqItem(5));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Modify failed, please retry');
  });

  it('says 新增失败 when adding fails without a reason', async () => {
    post.mockRejectedValue(new ApiError('http', '', undefined, null, 502));
    const { user } = renderForm('new', 'zh');
    await user.type(screen.getByRole('textbox', { name: /^问题/ }), '怎么付款？');
    await user.type(screen.getByRole('textbox', { name: /^答案/ }), '银行转账。');
    await user.click(screen.getByRole('combobox', { name: /^分类/ }));
    await user.click(await screen.findByRole('option', { name: '售后' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('新增失败，请重试');
  });

  it('puts a server field error on its input', async () => {
    post.mockRejectedValue(
      new ApiError('code', 'invalid', 40000, { fields: [{ field: 'question', message: 'duplicate' }] }, 400),
    );
    const { user } = renderForm(faqItem(3));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This question already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the categories', { timeout: 30_000 }, () => {
  function renderCategories(locale: 'zh' | 'en') {
    renderWithProviders(
      <MantineProvider env="test" theme={theme}>
        <CategoriesModal opened onClose={() => {}} />
      </MantineProvider>,
      { locale },
    );
    return userEvent.setup();
  }

  it('refuses a name with other characters than letters, digits, underscore and Chinese, in the reader’s language', async () => {
    const user = renderCategories('zh');
    const form = screen.getByRole('form', { name: '新建分类' });
    await user.type(within(form).getByRole('textbox', { name: /新建分类/ }), 'after sales!');
    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await screen.findByText('只能使用字母、数字、下划线和汉字')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const input = within(form).getByRole('textbox', { name: /新建分类/ });
    await user.clear(input);
    await user.type(input, '售后_2');
    post.mockResolvedValue(category('c9', '售后_2'));
    await user.click(within(form).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(knowledgePaths.categoryAdd, { name: '售后_2' }));
  });

  it('renames a category in its row', async () => {
    const user = renderCategories('en');
    await user.click(await screen.findByRole('button', { name: 'Rename category “billing”' }));
    const form = screen.getByRole('form', { name: 'Rename category “billing”' });
    const input = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(input);
    await user.type(input, 'payments');
    post.mockResolvedValue(category('c1', 'payments'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(knowledgePaths.categoryUpdate, {
        categoryId: 'c1',
        name: 'payments',
      }),
    );
  });
});
