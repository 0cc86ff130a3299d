'use client';

import { Anchor, Button, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { billingBuyHref } from '@/features/billing/contract';
import { useAddFaq, useUpdateFaq } from '@/features/knowledge/api/faq';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_STATUSES,
  faqUpdateRequest,
  type CategoryDto,
  type FaqItemDto,
} from '@/features/knowledge/contract';
import { SimilarQuestions } from './SimilarQuestions';

interface Props {
  /** The item to edit, 'new' for a new one, null when closed. */
  item: FaqItemDto | 'new' | null;
  categories: CategoryDto[];
  /** A new item goes into the category the list is filtered by. */
  defaultCategoryId: string | null;
  onClose: () => void;
  onManageCategories: () => void;
}

/** Creates or edits one FAQ item with the §5 rules of the contract, checked here and again by the server. */
export function FaqEditModal({ item, categories, defaultCategoryId, onClose, onManageCategories }: Props) {
  const t = useTranslations('Knowledge');
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item === 'new' ? t('faq.addTitle') : t('faq.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {item ? (
        <FaqForm
          key={item === 'new' ? 'new' : item.faqId}
          item={item}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onClose={onClose}
          onManageCategories={onManageCategories}
        />
      ) : null}
    </Modal>
  );
}

function FaqForm({
  item,
  categories,
  defaultCategoryId,
  onClose,
  onManageCategories,
}: Omit<Props, 'item'> & {
  item: FaqItemDto | 'new';
}) {
  const t = useTranslations('Knowledge');
  const api = useTranslations('Api');
  const add = useAddFaq();
  const update = useUpdateFaq();
  const isNew = item === 'new';
  // At the FAQ cap (42206 faqLimit) the way on is a larger plan: the billing center's link, as the sessions' limit.
  const [capped, setCapped] = useState(false);
  const form = useApiForm({
    // One schema for both: a new item's id is a placeholder the submit leaves out.
    schema: faqUpdateRequest,
    defaultValues: isNew
      ? {
          faqId: 'new',
          question: '',
          answer: '',
          categoryId: defaultCategoryId ?? (categories.length === 1 ? categories[0]!.categoryId : ''),
          status: 'valid',
          similarQuestions: [],
        }
      : {
          faqId: item.faqId,
          question: item.question,
          answer: item.answer,
          categoryId: item.categoryId,
          status: item.status,
          similarQuestions: item.similarQuestions,
        },
    submit: async ({ faqId, ...values }) => {
      if (isNew) await add.mutateAsync(values);
      else await update.mutateAsync({ faqId, ...values });
      notifications.show({ message: t(isNew ? 'faq.added' : 'faq.saved'), color: 'teal' });
      onClose();
    },
    messages: { failed: api(isNew ? 'addFailed' : 'modifyFailed'), network: api('requestFailed') },
    onFailure: (error) => setCapped(error instanceof ApiError && error.code === ApiCode.limitReached),
  });
  const { input: category, error: categoryError } = useField(form, 'categoryId');
  const { value: categoryId, onChange: setCategory } = category;
  const { input: status } = useField(form, 'status');
  const { value: statusValue, onChange: setStatus } = status;
  const errorText = useFieldErrorText();

  return (
    <ApiFormFrame
      form={form}
      label={isNew ? t('faq.addTitle') : t('faq.editTitle')}
      submitLabel={t('save')}
      actions={
        <>
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            {t('cancel')}
          </Button>
          {capped && (
            <Button component={Link} href={billingBuyHref('plan')} variant="light">
              {api('upgradePlan')}
            </Button>
          )}
        </>
      }
    >
      <FormField
        form={form}
        name="question"
        label={t('faq.question')}
        maxLength={FAQ_QUESTION_MAX}
        required
        data-autofocus
      />
      <SimilarQuestions form={form} />
      <FormField
        form={form}
        kind="textarea"
        name="answer"
        label={t('faq.answer')}
        maxLength={FAQ_ANSWER_MAX}
        autosize
        minRows={4}
        maxRows={12}
        required
      />
      <Stack gap={4}>
        <Select
          label={t('faq.category')}
          placeholder={t('faq.chooseCategory')}
          data={categories.map((c) => ({ value: c.categoryId, label: c.name }))}
          {...category}
          value={categoryId || null}
          onChange={(value) => setCategory(value ?? '')}
          error={errorText(categoryError)}
          searchable
          required
          // A required choice: picking the chosen option again keeps it rather than emptying the field.
          allowDeselect={false}
        />
        {categories.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t.rich('faq.noCategories', {
              link: (chunks) => (
                <Anchor component="button" type="button" size="xs" onClick={onManageCategories}>
                  {chunks}
                </Anchor>
              ),
            })}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="faq-status-label">
          {t('faq.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="faq-status-label"
          data={FAQ_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={statusValue || 'valid'}
          onChange={setStatus}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </ApiFormFrame>
  );
}
