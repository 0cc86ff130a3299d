'use client';

import { Box, Tabs, useMatches } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EDITOR_TABS, type EditorTab } from './editor-tabs';

interface Props {
  value: EditorTab;
  onChange: (tab: EditorTab) => void;
  /** Groups holding an error get a mark, so a person sees where to look. */
  withErrors: ReadonlySet<EditorTab>;
  panels: Record<EditorTab, ReactNode>;
}

/** The groups as tabs: a side list on wide screens, a wrapping row above the group on narrower ones. */
export function EditorTabs({ value, onChange, withErrors, panels }: Props) {
  const t = useTranslations('SessionsEditor.tabs');
  const errorLabel = useTranslations('SessionsEditor')('tabHasErrors');
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'horizontal', md: 'vertical' });
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as EditorTab)}
      orientation={orientation}
      // Hidden groups stay mounted as they are, so their fields keep taking the server's errors.
      keepMountedMode="display-none"
      variant={orientation === 'vertical' ? 'pills' : 'outline'}
    >
      <Tabs.List style={orientation === 'vertical' ? { minWidth: 150 } : { flexWrap: 'wrap' }}>
        {EDITOR_TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              withErrors.has(tab) ? (
                <Box
                  component="span"
                  aria-label={errorLabel}
                  role="img"
                  w={8}
                  h={8}
                  bg="red"
                  style={{ borderRadius: '50%', display: 'inline-block' }}
                />
              ) : undefined
            }
          >
            {t(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EDITOR_TABS.map((tab) => (
        <Tabs.Panel
          key={tab}
          value={tab}
          data-editor-panel={tab}
          pt={orientation === 'vertical' ? 0 : 'md'}
          pl={orientation === 'vertical' ? 'lg' : 0}
        >
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
