import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CommunityIsland } from '@/features/community/components/CommunityIsland';
import { CommunityList } from '@/features/community/components/CommunityList';
import { PostDetailView } from '@/features/community/components/PostDetailView';
import { postListQuery } from '@/features/community/contract';
import { listPosts, postDetail } from '@/features/community/server/posts';
import { communityViewer } from '@/features/community/server/viewer';
import { setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { getDb } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The forum's two pages on either device. Rendered per request from the database: the list changes with every
// approval, and a signed-in author sees their own posts under review.

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** The list's query from the address; a malformed one reads as the first page, newest first. */
function listQuery(search: Record<string, string | string[] | undefined>) {
  const parsed = postListQuery.safeParse({
    board: one(search.board),
    sort: one(search.sort),
    q: one(search.q),
    tag: one(search.tag),
    pageIndex: one(search.page),
  });
  return parsed.success ? parsed.data : postListQuery.parse({});
}

const idOf = (search: Record<string, string | string[] | undefined>) =>
  typeof search.id === 'string' ? search.id.slice(0, 100) : '';

async function readablePost(id: string, viewer: { userId: string } | null) {
  if (!id) notFound();
  try {
    return await postDetail(await getDb(), id, viewer);
  } catch (error) {
    if (error instanceof ApiFailure) notFound();
    throw error;
  }
}

export function communityListPage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      localizedPageMetadata(await setPageLocale(params), 'Community', devicePath('/community', device)),
    Page: async function CommunityPage({ params, searchParams }: Props) {
      await setPageLocale(params);
      const query = listQuery(await searchParams);
      const viewer = await communityViewer();
      const page = await listPosts(await getDb(), query, viewer);
      return (
        <CommunityIsland>
          <CommunityList device={device} query={query} page={page} signedIn={viewer !== null} />
        </CommunityIsland>
      );
    },
  };
}

export function communityDetailPage(device: Device) {
  return {
    generateMetadata: async ({ params, searchParams }: Props): Promise<Metadata> => {
      const locale = await setPageLocale(params);
      const id = idOf(await searchParams);
      // Only an approved post has public metadata; someone's post under review is not for search engines.
      const post = await readablePost(id, null).catch(() => null);
      const t = await getTranslations({ locale, namespace: 'Community' });
      const path = `${devicePath('/community/detail', device)}?id=${encodeURIComponent(id)}`;
      const metadata = pageMetadata({
        locale,
        path,
        title: post ? `${post.title} - ${t('title')}` : t('meta.title'),
        description: post
          ? post.html
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()
              .slice(0, 150)
          : t('meta.description'),
        canonicalPath: `/community/detail?id=${encodeURIComponent(id)}`,
      });
      return post ? metadata : { ...metadata, robots: { index: false, follow: true } };
    },
    Page: async function CommunityDetailPage({ params, searchParams }: Props) {
      await setPageLocale(params);
      const viewer = await communityViewer();
      const post = await readablePost(idOf(await searchParams), viewer);
      return (
        <CommunityIsland>
          <PostDetailView device={device} post={post} signedIn={viewer !== null} />
        </CommunityIsland>
      );
    },
  };
}
