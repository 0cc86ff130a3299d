'use client';

import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCheckToken } from '@/features/deploy/api/tenant';

/** Paste a token to see what the platform says to it (without using it up): the developer's first debugging step. */
export function TokenCheck() {
  const t = useTranslations('BuildYourOwn.check');
  const format = useFormatter();
  const check = useCheckToken();
  const [token, setToken] = useState('');
  const answer = check.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="token-check-title">
      <Title order={2} size="h4" id="token-check-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim()) check.mutate({ token: token.trim() });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('label')}
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
          />
          <Button type="submit" w="fit-content" loading={check.isPending} disabled={!token.trim()}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
      {answer ? (
        <Alert
          color={answer.valid ? 'teal' : 'red'}
          variant="light"
          role="status"
          data-token-check={answer.valid ? 'valid' : answer.reason}
        >
          {answer.valid ? (
            <>
              {t('valid', {
                appId: answer.appId,
                time: format.dateTime(new Date(answer.expiresAt), { timeStyle: 'medium' }),
              })}
              {answer.visitor ? <Text size="sm">{t('visitor', { visitor: answer.visitor })}</Text> : null}
            </>
          ) : (
            t(`reasons.${answer.reason}`)
          )}
        </Alert>
      ) : null}
    </Stack>
  );
}
