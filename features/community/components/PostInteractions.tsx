'use client';

import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureText } from '@/lib/api-client/failure-text';
import { webCall } from '@/lib/api-client/web-client';
import { acceptAnswerEndpoint, createCommentEndpoint, likePostEndpoint } from '../endpoints';

// The detail page's client islands: each calls the API with the session cookie and refreshes the server-rendered
// page, which then shows the new state (a pending comment to its author, the count, the accepted answer).

export interface InteractionTexts {
  like: string;
  unlike: string;
  label: string;
  submit: string;
  submitted: string;
  accept: string;
  failed: string;
}

function useAction(failed: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      router.refresh();
      return true;
    } catch (caught) {
      setError(failureText(caught, failed) ?? failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function LikeButton(props: { id: string; liked: boolean; count: number; texts: InteractionTexts }) {
  const { busy, error, run } = useAction(props.texts.failed);
  return (
    <Group gap="xs">
      <Button
        variant={props.liked ? 'filled' : 'default'}
        size="xs"
        loading={busy}
        aria-pressed={props.liked}
        onClick={() => run(() => webCall(likePostEndpoint, { id: props.id, liked: !props.liked }))}
      >
        {props.liked ? props.texts.unlike : props.texts.like} · {props.count}
      </Button>
      {error && <Alert color="red">{error}</Alert>}
    </Group>
  );
}

export function AcceptButton(props: { postId: string; commentId: string; texts: InteractionTexts }) {
  const { busy, error, run } = useAction(props.texts.failed);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="green"
        loading={busy}
        onClick={() =>
          run(() => webCall(acceptAnswerEndpoint, { postId: props.postId, commentId: props.commentId }))
        }
      >
        {props.texts.accept}
      </Button>
      {error && <Alert color="red">{error}</Alert>}
    </>
  );
}

export function CommentForm(props: { postId: string; parentId?: string; texts: InteractionTexts }) {
  const { busy, error, run } = useAction(props.texts.failed);
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const ok = await run(() =>
          webCall(createCommentEndpoint, { postId: props.postId, parentId: props.parentId, body }),
        );
        if (ok) {
          setBody('');
          setSent(true);
        }
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={props.texts.label}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          required
          autosize
          minRows={props.parentId ? 1 : 3}
        />
        {sent && (
          <Alert color="green" role="status">
            {props.texts.submitted}
          </Alert>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Button type="submit" size="xs" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {props.texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
