import { withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import type { CommentView, PostDetail } from '../contract';
import { communityHref } from './community-href';
import { AcceptButton, CommentForm, LikeButton, type InteractionTexts } from './PostInteractions';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { StatusBadge } from './StatusBadge';

/** /community/detail: the post, its comments with their replies, and what the signed-in reader may do. */
export async function PostDetailView({
  device,
  post,
  signedIn,
}: {
  device: Device;
  post: PostDetail;
  signedIn: boolean;
}) {
  const t = await getTranslations('Community');
  const format = await getFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const texts: InteractionTexts = {
    like: t('like'),
    unlike: t('unlike'),
    label: t('comment.label'),
    submit: t('comment.submit'),
    submitted: t('comment.submitted'),
    accept: t('comment.accept'),
    failed: t('failed'),
  };
  const approved = post.status === 'approved';
  const canComment = signedIn && approved && !post.locked;
  const top = post.comments.filter((comment) => comment.parentId === null);
  const repliesOf = (id: string) => post.comments.filter((comment) => comment.parentId === id);

  const commentCard = async (comment: CommentView, nested: boolean) => (
    <Card
      key={comment.id}
      withBorder
      padding="sm"
      ml={nested ? 'lg' : 0}
      style={comment.accepted ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
    >
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {comment.authorName}
        </Text>
        <Text size="xs" c="dimmed">
          {day(comment.createdAt)}
        </Text>
        {comment.accepted && <ToneBadge tone="teal">{t('accepted')}</ToneBadge>}
        <StatusBadge status={comment.status} reason={comment.reason} />
      </Group>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: comment.html }} />
      </Typography>
      {post.mine && post.board === 'qa' && !nested && comment.status === 'approved' && !comment.accepted && (
        <Group mt="xs">
          <AcceptButton postId={post.id} commentId={comment.id} texts={texts} />
        </Group>
      )}
    </Card>
  );

  return (
    <Stack gap="lg" p={device === 'phone' ? 'md' : 'xl'} maw={960} mx="auto">
      <Anchor href={withBasePath(communityHref(device, '/community'))} size="sm">
        {t('back')}
      </Anchor>
      <article>
        <Group gap="xs" mb="xs">
          <ToneBadge tone="blue">{t('board', { board: post.board })}</ToneBadge>
          {post.pinned && <ToneBadge tone="orange">{t('pinned')}</ToneBadge>}
          {post.answered && <ToneBadge tone="teal">{t('answered')}</ToneBadge>}
          {post.locked && <ToneBadge tone="gray">{t('locked')}</ToneBadge>}
          <StatusBadge status={post.status} reason={post.reason} />
        </Group>
        <Title order={1}>{post.title}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('byline', { name: post.authorName, date: day(post.createdAt) })}
        </Text>
        <Typography mt="md">
          <div dangerouslySetInnerHTML={{ __html: post.html }} />
        </Typography>
        <Group gap="xs" mt="sm">
          {post.tags.map((tag) => (
            <Anchor key={tag} href={withBasePath(communityHref(device, '/community', { tag }))} size="sm">
              #{tag}
            </Anchor>
          ))}
        </Group>
        {signedIn && approved && (
          <Group mt="md">
            <LikeButton id={post.id} liked={post.likedByMe} count={post.likeCount} texts={texts} />
          </Group>
        )}
      </article>

      {approved && (
        <section aria-labelledby="comments-title">
          <Title order={2} size="h3" id="comments-title" mb="sm">
            {t('comment.title')} ({post.commentCount})
          </Title>
          <Stack gap="sm">
            {top.length === 0 && <Text c="dimmed">{t('comment.none')}</Text>}
            {await Promise.all(
              top.map(async (comment) => (
                <Stack key={comment.id} gap="xs">
                  {await commentCard(comment, false)}
                  {await Promise.all(repliesOf(comment.id).map((reply) => commentCard(reply, true)))}
                  {canComment && comment.status === 'approved' && (
                    <details style={{ marginLeft: 'var(--mantine-spacing-lg)' }}>
                      <summary>{t('comment.reply')}</summary>
                      <CommentForm
                        postId={post.id}
                        parentId={comment.id}
                        texts={{ ...texts, label: t('comment.replyLabel'), submit: t('comment.reply') }}
                      />
                    </details>
                  )}
                </Stack>
              )),
            )}
          </Stack>
          <Card withBorder padding="md" mt="md">
            {post.locked ? (
              <Alert color="gray">{t('comment.lockedNotice')}</Alert>
            ) : signedIn ? (
              <CommentForm postId={post.id} texts={texts} />
            ) : (
              <Anchor
                href={withBasePath(
                  `${devicePath('/login', device)}?redirect=${encodeURIComponent(
                    communityHref(device, '/community/detail', { id: post.id }),
                  )}`,
                )}
              >
                {t('comment.loginToComment')}
              </Anchor>
            )}
          </Card>
        </section>
      )}
    </Stack>
  );
}
