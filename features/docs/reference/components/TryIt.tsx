'use client';

import { Button, Code, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

// Sends the documented call from the page: same origin only, the documented method and path (the reader fills in
// path parameters and the query, never the host), with the web session cookie and `x-dh-client: web`, or a pasted
// token instead. Operator endpoints are not in the public document, so they are never offered here.

export interface TryItText {
  open: string;
  send: string;
  token: string;
  tokenHint: string;
  query: string;
  body: string;
  status: string;
  headers: string;
  response: string;
  failed: string;
}

interface Props {
  method: string;
  path: string;
  pathParameters: string[];
  query: string;
  body?: string;
  text: TryItText;
}

interface Answer {
  status: number;
  headers: string;
  body: string;
}

function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function TryIt({ method, path, pathParameters, query: initialQuery, body: initialBody, text }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState(initialQuery);
  const [body, setBody] = useState(initialBody ?? '');
  const [token, setToken] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <Button variant="outline" size="xs" onClick={() => setOpen(true)}>
        {text.open}
      </Button>
    );

  const send = async () => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    const search = query.trim().replace(/^\?/, '');
    const headers: Record<string, string> = { 'x-dh-client': 'web' };
    if (token.trim()) headers.authorization = `Bearer ${token.trim()}`;
    if (initialBody !== undefined) headers['content-type'] = 'application/json';
    setBusy(true);
    setError(false);
    try {
      const response = await fetch(`/api${filled}${search ? `?${search}` : ''}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(initialBody !== undefined ? { body } : {}),
      });
      const headerLines = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
      setAnswer({ status: response.status, headers: headerLines, body: pretty(await response.text()) });
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" mt="xs">
      {pathParameters.map((name) => (
        <TextInput
          key={name}
          label={name}
          required
          value={values[name] ?? ''}
          onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
        />
      ))}
      <TextInput label={text.query} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      {initialBody !== undefined ? (
        <Textarea
          label={text.body}
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
      ) : null}
      <TextInput
        label={text.token}
        description={text.tokenHint}
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.currentTarget.value)}
      />
      <div>
        <Button onClick={send} loading={busy}>
          {text.send}
        </Button>
      </div>
      {error ? <Text c="red.9">{text.failed}</Text> : null}
      {answer ? (
        <section aria-live="polite">
          <Text fw={600}>
            {text.status}: <span data-testid="try-status">{answer.status}</span>
          </Text>
          <Text fw={600}>{text.headers}</Text>
          <Code block>{answer.headers}</Code>
          <Text fw={600}>{text.response}</Text>
          <Code block data-testid="try-body">
            {answer.body}
          </Code>
        </section>
      ) : null}
    </Stack>
  );
}
