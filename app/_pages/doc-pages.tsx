import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DocArticle } from '@/features/docs/components/DocArticle';
import { DocsHome } from '@/features/docs/components/DocsHome';
import type { DocsNav } from '@/features/docs/components/nav';
import { DocsShell } from '@/features/docs/components/DocsShell';
import { ApiTagContent } from '@/features/docs/reference/components/ApiTagContent';
import { referenceDocument, referenceTag } from '@/features/docs/reference/server/operations';
import { docSections, docSlugs, getDoc, listDocs } from '@/features/docs/server/docs';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { isLocale, locales, type Locale } from '@/lib/routing/locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getTranslations } from 'next-intl/server';

/** The /mobile twins have the same params. */
type GuideProps = PageProps<'/[locale]/doc/[...slug]'>;

/** The docs menu of a locale on a device: every guide file, then the API reference and error codes pages. */
async function docsNav(locale: Locale, device: Device): Promise<DocsNav> {
  const t = await getTranslations({ locale, namespace: 'Docs' });
  const docs = listDocs(locale);
  return {
    sections: docSections
      .map((key) => ({
        key,
        label: t(`sections.${key}`),
        items: docs
          .filter((doc) => doc.section === key)
          .map((doc) => ({ href: devicePath(`/doc/${doc.slug}`, device), title: doc.title })),
      }))
      .filter((section) => section.items.length > 0),
    reference: {
      label: t('reference.title'),
      items: [
        { href: devicePath('/doc/api', device), title: t('reference.api') },
        { href: devicePath('/doc/errors', device), title: t('reference.errors') },
      ],
    },
  };
}

/** `/doc` on one device: the search and every guide of the locale. */
export function docsHomePage(device: Device) {
  return {
    generateMetadata: async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
      localizedPageMetadata(await pageLocale(params), 'Docs', devicePath('/doc', device)),
    Page: async function DocsHomePage({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await setPageLocale(params);
      return <DocsHome device={device} docs={listDocs(locale)} />;
    },
  };
}

/** The docs center's layout on one device: the menu of every guide around the page. */
export function docsLayout(device: Device) {
  return async function DocsLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    const locale = await setPageLocale(params);
    return (
      <DocsShell nav={await docsNav(locale, device)} device={device}>
        {children}
      </DocsShell>
    );
  };
}

const localesOf = (slug: string): Locale[] => locales.filter((locale) => docSlugs(locale).includes(slug));

/** The page module of one guide on one device: one page per guide file of the locale, built ahead. */
export function docGuidePage(device: Device) {
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) =>
      isLocale(params.locale) ? docSlugs(params.locale).map((slug) => ({ slug: [slug] })) : [],
    generateMetadata: async ({ params }: GuideProps): Promise<Metadata> => {
      const locale = await pageLocale(params);
      const [slug] = (await params).slug;
      const doc = slug ? getDoc(locale, slug) : null;
      if (!doc || !slug) return {};
      return pageMetadata({
        locale,
        path: devicePath(`/doc/${slug}`, device),
        title: doc.title,
        description: doc.description,
        locales: localesOf(slug),
      });
    },
    Page: async function DocGuide({ params }: GuideProps) {
      const locale = await setPageLocale(params);
      const { slug: segments } = await params;
      const doc = segments.length === 1 ? getDoc(locale, segments[0]!) : null;
      if (!doc) notFound();
      const all = listDocs(locale);
      const at = all.findIndex((entry) => entry.slug === doc.slug);
      return (
        <DocArticle doc={doc} previous={all[at - 1] ?? null} next={all[at + 1] ?? null} device={device} />
      );
    },
  };
}

/** The /mobile twin has the same params. */
type TagProps = PageProps<'/[locale]/doc/api/[tag]'>;

/** The page module of one API group on one device: /doc/api/<group>, one page per tag of the document, built ahead. */
export function apiTagPage(device: Device) {
  return {
    generateStaticParams: () => referenceDocument().tags.map((tag) => ({ tag: tag.slug })),
    generateMetadata: async ({ params }: TagProps): Promise<Metadata> => {
      const locale = await pageLocale(params);
      const tag = referenceTag((await params).tag);
      if (!tag) return {};
      const t = await getTranslations({ locale, namespace: 'ApiReference.groupMeta' });
      return pageMetadata({
        locale,
        path: devicePath(`/doc/api/${tag.slug}`, device),
        title: t('title', { group: tag.name }),
        description: t('description', { group: tag.name }),
      });
    },
    Page: async function ApiTag({ params }: TagProps) {
      await setPageLocale(params);
      const tag = referenceTag((await params).tag);
      if (!tag) notFound();
      return <ApiTagContent device={device} tag={tag} />;
    },
  };
}
