'use client';

import { Alert, Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { webCall } from '@/lib/api-client/web-client';
import { failureText } from '@/lib/api-client/failure-text';
import { CUSTOMER_BOARDS } from '../contract';
import { createPostEndpoint } from '../endpoints';

export interface NewPostTexts {
  board: string;
  boards: Record<string, string>;
  title: string;
  body: string;
  tags: string;
  submit: string;
  submitted: string;
  failed: string;
}

/** The signed-in developer's post form; the server refuses what the shared schema refuses. */
export function NewPostForm({ texts }: { texts: NewPostTexts }) {
  const router = useRouter();
  const [board, setBoard] = useState<string>('qa');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tags, setTags] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await webCall(createPostEndpoint, {
        board: board as (typeof CUSTOMER_BOARDS)[number],
        title,
        body,
        tags: tags
          .split(/[,，]/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      setTitle('');
      setBody('');
      setTags('');
      setMessage({ ok: true, text: texts.submitted });
      router.refresh();
    } catch (error) {
      setMessage({ ok: false, text: failureText(error, texts.failed) ?? texts.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={texts.submit}>
      <Stack gap="sm">
        <Select
          label={texts.board}
          data={CUSTOMER_BOARDS.map((value) => ({ value, label: texts.boards[value] ?? value }))}
          value={board}
          onChange={(value) => setBoard(value ?? 'qa')}
          allowDeselect={false}
        />
        <TextInput
          label={texts.title}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
          maxLength={120}
        />
        <Textarea
          label={texts.body}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          required
          autosize
          minRows={4}
        />
        <TextInput label={texts.tags} value={tags} onChange={(e) => setTags(e.currentTarget.value)} />
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role="status">
            {message.text}
          </Alert>
        )}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
