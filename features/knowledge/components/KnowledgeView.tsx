'use client';

import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentsTab } from './documents/DocumentsTab';
import { FaqTab } from './faq/FaqTab';

type Tab = 'faq' | 'documents';

/** /dashboard/knowledge: the FAQ the digital human answers from first, and the documents it quotes. */
export function KnowledgeView({ initialTab = 'faq' }: { initialTab?: Tab }) {
  const t = useTranslations('Knowledge');
  const [tab, setTab] = useState<Tab>(initialTab);
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('intro')}
        </Text>
      </div>
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
