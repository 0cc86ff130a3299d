import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/marketing/shared/CardGrid';
import { LinkButton } from '@/components/marketing/shared/LinkButton';
import { sitePath, type Variant } from '@/components/marketing/shared/site-path';
import { TopicArt } from '@/components/marketing/shared/TopicArt';
import { TopicCta } from '@/components/marketing/shared/TopicCta';
import { TopicShell } from '@/components/marketing/shared/TopicShell';

const ITEMS = [
  'streaming',
  'modes',
  'interrupt',
  'knowledge',
  'models',
  'library',
  'languages',
  'editions',
  'embed',
] as const;

export async function TechnicalPage({ variant }: { variant: Variant }) {
  const t = await getTranslations('Technical');
  return (
    <TopicShell
      variant={variant}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="globe" />}
      actions={
        <>
          <LinkButton href={sitePath(variant, '/pricing')} variant="secondary">
            {t('pricingLink')}
          </LinkButton>
          <LinkButton href={sitePath(variant, '/How-to-deploy-digital-human')} variant="secondary">
            {t('deployLink')}
          </LinkButton>
        </>
      }
    >
      <CardGrid
        headingLevel="h2"
        items={ITEMS.map((id) => ({ id, title: t(`items.${id}.title`), body: t(`items.${id}.body`) }))}
      />
      <TopicCta variant={variant} />
    </TopicShell>
  );
}
