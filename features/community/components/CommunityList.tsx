import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import type { Page } from '@/lib/contract/paging';
import { BOARDS, SORTS, type PostListQuery, type PostSummary } from '../contract';
import { communityHref } from './community-href';
import { ListPager } from './ListPager';
import { NewPostForm } from './NewPostForm';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { StatusBadge } from './StatusBadge';

/** /community: boards, sort, search, the page of posts, and the post form for a signed-in developer. */
export async function CommunityList({
  device,
  query,
  page,
  signedIn,
}: {
  device: Device;
  query: PostListQuery;
  page: Page<PostSummary>;
  signedIn: boolean;
}) {
  const t = await getTranslations('Community');
  const format = await getFormatter();
  const href = (changes: object) =>
    communityHref(device, '/community', {
      board: query.board,
      sort: query.sort,
      q: query.q,
      tag: query.tag,
      ...changes,
    });
  const boards = Object.fromEntries(BOARDS.map((board) => [board, t('board', { board })]));

  return (
    <Stack gap="lg" p={device === 'phone' ? 'md' : 'xl'} maw={960} mx="auto">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" mt="xs">
          {t('intro')}
        </Text>
      </div>
      <Group component="nav" aria-label={t('board', { board: 'all' })} gap="xs">
        <Button
          component="a"
          href={withBasePath(href({ board: undefined }))}
          size="xs"
          variant={query.board ? 'default' : 'filled'}
        >
          {t('allBoards')}
        </Button>
        {BOARDS.map((board) => (
          <Button
            key={board}
            component="a"
            href={withBasePath(href({ board }))}
            size="xs"
            variant={query.board === board ? 'filled' : 'default'}
          >
            {boards[board]}
          </Button>
        ))}
      </Group>
      <Group justify="space-between" align="flex-end">
        <form action={devicePath('/community', device)} method="get" role="search">
          {query.board && <input type="hidden" name="board" value={query.board} />}
          <Group gap="xs" align="flex-end">
            <TextInput name="q" label={t('searchLabel')} defaultValue={query.q ?? ''} />
            <Button type="submit" variant="light">
              {t('search')}
            </Button>
          </Group>
        </form>
        <Group gap={4} aria-label={t('sortLabel')} role="group">
          {SORTS.map((sort) => (
            <Button
              key={sort}
              component="a"
              href={withBasePath(href({ sort }))}
              size="xs"
              variant={query.sort === sort ? 'light' : 'subtle'}
              aria-current={query.sort === sort ? 'true' : undefined}
            >
              {t('sort', { sort })}
            </Button>
          ))}
        </Group>
      </Group>

      {page.list.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {page.list.map((post) => (
            <Card key={post.id} component="li" withBorder padding="md">
              <Group gap="xs" mb={4}>
                <ToneBadge tone="blue">{boards[post.board]}</ToneBadge>
                {post.pinned && <ToneBadge tone="orange">{t('pinned')}</ToneBadge>}
                {post.answered && <ToneBadge tone="teal">{t('answered')}</ToneBadge>}
                {post.locked && <ToneBadge tone="gray">{t('locked')}</ToneBadge>}
                <StatusBadge status={post.status} reason={post.reason} />
              </Group>
              <Anchor
                href={withBasePath(communityHref(device, '/community/detail', { id: post.id }))}
                fw={600}
                size="lg"
              >
                {post.title}
              </Anchor>
              <Group gap="md" mt={4}>
                <Text size="sm" c="dimmed">
                  {t('byline', {
                    name: post.authorName,
                    date: format.dateTime(new Date(post.createdAt), { dateStyle: 'medium' }),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('comments', { count: post.commentCount })} · {t('likes', { count: post.likeCount })}
                </Text>
                {post.tags.map((tag) => (
                  <Anchor key={tag} href={withBasePath(href({ tag }))} size="sm">
                    #{tag}
                  </Anchor>
                ))}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ListPager
        total={page.total}
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        label={t('title')}
      />

      <Card withBorder padding="md">
        <Title order={2} size="h3" mb="sm">
          {t('newPost')}
        </Title>
        {signedIn ? (
          <NewPostForm
            texts={{
              board: t('form.board'),
              boards,
              title: t('form.title'),
              body: t('form.body'),
              tags: t('form.tags'),
              submit: t('form.submit'),
              submitted: t('form.submitted'),
              failed: t('failed'),
            }}
          />
        ) : (
          <Button
            component="a"
            href={withBasePath(
              `${devicePath('/login', device)}?redirect=${encodeURIComponent(devicePath('/community', device))}`,
            )}
            variant="light"
          >
            {t('loginToPost')}
          </Button>
        )}
      </Card>
    </Stack>
  );
}
