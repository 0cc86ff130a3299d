'use client';

import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@/features/knowledge/contract';
import { useFaqCategories, useFaqSearch, useResolveUnanswered } from '@/features/runtime/api/unanswered';
import {
  resolveAsFaqRequest,
  resolveAsSimilarRequest,
  type UnansweredGroupDto,
} from '@/features/runtime/contract';

export type ResolveMode = 'newFaq' | 'similar';

interface Props {
  group: UnansweredGroupDto | null;
  mode: ResolveMode;
  onClose: () => void;
}

/** The one click's form: the question (editable) as a new FAQ item, or as a similar question of a chosen item. */
export function ResolveModal({ group, mode, onClose }: Props) {
  const t = useTranslations('Unanswered');
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={mode === 'newFaq' ? t('newFaqTitle') : t('similarTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {group &&
        (mode === 'newFaq' ? (
          <NewFaqForm key={group.turnIds[0]} group={group} onClose={onClose} />
        ) : (
          <SimilarForm key={group.turnIds[0]} group={group} onClose={onClose} />
        ))}
    </Modal>
  );
}

function useDone(onClose: () => void) {
  const t = useTranslations('Unanswered');
  return () => {
    notifications.show({ message: t('added'), color: 'teal' });
    onClose();
  };
}

function NewFaqForm({ group, onClose }: { group: UnansweredGroupDto; onClose: () => void }) {
  const t = useTranslations('Unanswered');
  const api = useTranslations('Api');
  const resolve = useResolveUnanswered();
  const categories = useFaqCategories();
  const done = useDone(onClose);
  const list = categories.data ?? [];
  const form = useApiForm({
    schema: resolveAsFaqRequest,
    defaultValues: {
      action: 'newFaq',
      turnIds: group.turnIds,
      question: group.question,
      answer: '',
      categoryId: list.length === 1 ? list[0]!.categoryId : '',
    },
    submit: async (values) => {
      await resolve.mutateAsync(values);
      done();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  const { input: category, error: categoryError } = useField(form, 'categoryId');
  const errorText = useFieldErrorText();
  return (
    <ApiFormFrame
      form={form}
      label={t('newFaqTitle')}
      submitLabel={t('save')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <FormField form={form} name="question" label={t('question')} maxLength={FAQ_QUESTION_MAX} required />
      <FormField
        form={form}
        kind="textarea"
        name="answer"
        label={t('answer')}
        maxLength={FAQ_ANSWER_MAX}
        autosize
        minRows={4}
        maxRows={12}
        required
        data-autofocus
      />
      <Stack gap={4}>
        <Select
          label={t('category')}
          placeholder={t('chooseCategory')}
          data={list.map((c) => ({ value: c.categoryId, label: c.name }))}
          {...category}
          value={category.value || null}
          onChange={(value) => category.onChange(value ?? '')}
          error={errorText(categoryError)}
          searchable
          required
          allowDeselect={false}
        />
        {categories.data && list.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('noCategories')}
          </Text>
        )}
      </Stack>
    </ApiFormFrame>
  );
}

function SimilarForm({ group, onClose }: { group: UnansweredGroupDto; onClose: () => void }) {
  const t = useTranslations('Unanswered');
  const api = useTranslations('Api');
  const resolve = useResolveUnanswered();
  const done = useDone(onClose);
  const [search, setSearch] = useState('');
  const found = useFaqSearch(search.trim());
  const form = useApiForm({
    schema: resolveAsSimilarRequest,
    defaultValues: {
      action: 'similar',
      turnIds: group.turnIds,
      question: group.question,
      faqId: group.closestFaq?.faqId ?? '',
    },
    submit: async (values) => {
      await resolve.mutateAsync(values);
      done();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  const { input: item, error: itemError } = useField(form, 'faqId');
  const errorText = useFieldErrorText();
  // The suggested item stays choosable whatever the search shows.
  const options = new Map((found.data?.list ?? []).map((faq) => [faq.faqId, faq.question]));
  if (group.closestFaq) options.set(group.closestFaq.faqId, group.closestFaq.question);
  return (
    <ApiFormFrame
      form={form}
      label={t('similarTitle')}
      submitLabel={t('save')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <FormField form={form} name="question" label={t('question')} maxLength={FAQ_QUESTION_MAX} required />
      <Stack gap={4}>
        <Select
          label={t('faqItem')}
          placeholder={t('searchFaq')}
          data={[...options].map(([value, label]) => ({ value, label }))}
          {...item}
          value={item.value || null}
          onChange={(value) => item.onChange(value ?? '')}
          error={errorText(itemError)}
          searchable
          onSearchChange={setSearch}
          // The server searched already (answers too): show what it found as it is.
          filter={({ options: all }) => all}
          nothingFoundMessage={t('noFaqItems')}
          required
          allowDeselect={false}
          data-autofocus
        />
        {group.closestFaq && (
          <Text size="xs" c="dimmed">
            {t('closest', { question: group.closestFaq.question })}
          </Text>
        )}
      </Stack>
    </ApiFormFrame>
  );
}
