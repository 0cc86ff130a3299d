'use client';

import { Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BUILTIN_PAGE_IMAGES, PageImage } from '../page-image/PageImage';
import { ImageUpload } from '../upload/ImageUpload';
import { useSessionField } from './useSessionField';

interface Props {
  name: 'pageDto.startImage' | 'pageDto.loadImage';
  label: string;
}

/** The start or loading page's image: one of the built-in pictures or the corporation's upload. */
export function PageImageField({ name, label }: Props) {
  const t = useTranslations('SessionsForm');
  const { input, value: own, error } = useSessionField(name);
  const { ref, onChange } = input;
  const id = useId();
  const value = (own as string | undefined) ?? '';
  const options = [...BUILTIN_PAGE_IMAGES, ...(value.startsWith('/api/files/') ? [value] : [])];
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id }} required>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt={4} role="radiogroup" aria-labelledby={id}>
        {options.map((option) => {
          const checked = option === value;
          const name = option.startsWith('builtin:')
            ? t(`builtinImages.${option.slice(8) as 'start-default' | 'load-default'}`)
            : t('uploadedImage');
          return (
            <UnstyledButton
              key={option}
              role="radio"
              aria-checked={checked}
              ref={checked ? ref : undefined}
              onClick={() => onChange(option)}
              style={{
                borderRadius: 8,
                overflow: 'hidden',
                outline: checked
                  ? '2px solid var(--mantine-primary-color-filled)'
                  : '1px solid var(--mantine-color-default-border)',
                outlineOffset: checked ? 1 : 0,
              }}
            >
              <Stack gap={0}>
                <div style={{ aspectRatio: '16 / 9' }}>
                  <PageImage src={option} />
                </div>
                <Text size="xs" p={6} ta="center" fw={checked ? 600 : 400}>
                  {name}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <div style={{ marginTop: 8 }}>
        <ImageUpload
          purpose="page-image"
          label={t('uploadPageImage')}
          onUploaded={(image) => onChange(image.url)}
        />
      </div>
    </Input.Wrapper>
  );
}
