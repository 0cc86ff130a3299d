'use client';

import { Stack, Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentsTab } from './documents/DocumentsTab';
import { FaqTab } from './faq/FaqTab';
import { PageHeader } from '@/components/ui/PageHeader';

type Tab = 'faq' | 'documents';

/** /dashboard/knowledge: the FAQ the digital human answers from first, and the documents it quotes. */
export function KnowledgeView({ initialTab = 'faq' }: { initialTab?: Tab }) {
  const t = useTranslations('Knowledge');
  const [tab, setTab] = useState<Tab>(initialTab);
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="faq">{t('tabFaq')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('tabDocuments')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faq" pt="md">
          <FaqTab />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
