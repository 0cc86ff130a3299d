import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/features/marketing/components/shared/CardGrid';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import { sitePath, type Variant } from '@/features/marketing/components/shared/site-path';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { TopicCta } from '@/features/marketing/components/shared/TopicCta';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';

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
