'use client';

import { Text, TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { containsEmoji } from '@/lib/contract/emoji';
import { counterSection } from '@/components/ui/form/LengthCounter';
import { useSessionField, type SessionPath } from './useSessionField';

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

type Props = {
  name: SessionPath;
  alsoErrorsOf?: readonly string[];
  /** The longest text the schema accepts: shows a counter; a longer text is refused, not cut. */
  counter?: number;
  /** A voice reads it aloud: emoji are kept but warned about, since synthesis leaves them out (`stripEmoji`). */
  spoken?: boolean;
} & (
  ({ multiline?: false } & Omit<TextInputProps, Bound>) | ({ multiline: true } & Omit<TextareaProps, Bound>)
);

/** A text or a longer text of the session, bound to the form by its contract path. */
export function SessionTextField({ name, alsoErrorsOf, multiline, counter, spoken, ...props }: Props) {
  const t = useTranslations('SessionsForm');
  const { input, value, error } = useSessionField(name, alsoErrorsOf);
  const text = (value as string | null | undefined) ?? '';
  const warning =
    spoken && containsEmoji(text) ? (
      <Text span display="block" size="xs" c="orange.9" role="status">
        {t('emojiNotSpoken')}
      </Text>
    ) : null;
  const description = warning ? (
    <>
      {props.description}
      {warning}
    </>
  ) : (
    props.description
  );
  const bound = { ...input, value: text, error, description };
  if (counter !== undefined && !multiline)
    return <TextInput {...(props as TextInputProps)} {...bound} {...counterSection(text, counter)} />;
  if (multiline)
    return <Textarea autosize minRows={2} maxRows={8} {...(props as TextareaProps)} {...bound} />;
  return <TextInput {...(props as TextInputProps)} {...bound} />;
}
