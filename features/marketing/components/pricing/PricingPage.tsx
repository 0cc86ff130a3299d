import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { TopicArt } from '@/features/marketing/components/shared/TopicArt';
import { Section } from '@/features/marketing/components/shared/Section';
import { TopicShell } from '@/features/marketing/components/shared/TopicShell';
import classes from '@/features/marketing/components/shared/marketing.module.css';
import { PlanCards } from './PlanCards';

/** The billing center's buy dialog on the standard plan (a console page: no /mobile twin). */
export const BUY_PLAN = '/dashboard/order/list?buy=plan';

/** `promotions`: the running promotions' slot (the activities area's list, mounted by the route). */
export async function PricingPage({ device, promotions }: { device: Device; promotions?: ReactNode }) {
  const t = await getTranslations('Pricing');
  return (
    <TopicShell
      device={device}
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      art={<TopicArt kind="cards" />}
    >
      <PlanCards device={device} headingLevel="h2" />
      {promotions}
      <Section id="ordering" title={t('orderTitle')} intro={t('orderBody')}>
        {/* Issue 22 §2: the way to buy. Signed in, it opens the billing center's buy dialog on the standard plan;
            signed out, the login guard asks for the login first and returns here after it. */}
        <div className={classes.actions}>
          <LinkButton href={BUY_PLAN}>{t('orderNow')}</LinkButton>
          <LinkButton href={devicePath('/subscriptions', device)} variant="secondary">
            {t('orderLink')}
          </LinkButton>
        </div>
      </Section>
    </TopicShell>
  );
}
