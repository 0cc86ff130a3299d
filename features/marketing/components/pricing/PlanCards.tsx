import { getTranslations } from 'next-intl/server';
import { plans } from '@/features/marketing/content/plans';
import { FreeTrialButton } from '@/components/site/header-islands';
import { LinkButton } from '@/features/marketing/components/shared/LinkButton';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';
import classes from './pricing.module.css';

/** The plans of `content/plans.ts` with their texts (`Plans`): what each includes, and either the free trial or "contact us" for a quote. */
export async function PlanCards({ device, headingLevel }: { device: Device; headingLevel: 'h2' | 'h3' }) {
  const [t, common, planTexts] = await Promise.all([
    getTranslations('Pricing'),
    getTranslations('Common'),
    getTranslations('Plans'),
  ]);
  const Heading = headingLevel;
  return (
    <ul className={device === 'phone' ? `${classes.plans} ${classes.mobile}` : classes.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={classes.plan} data-plan={plan.id}>
          <Heading className={classes.name}>{planTexts(`${plan.id}.name`)}</Heading>
          <p className={classes.summary}>{planTexts(`${plan.id}.summary`)}</p>
          <p className={classes.label}>{t('includes')}</p>
          <ul className={classes.includes}>
            {(planTexts.raw(`${plan.id}.includes`) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <dl className={classes.price}>
            <dt>{t('price')}</dt>
            <dd>{plan.action === 'trial' ? t('priceFree') : t('priceContact')}</dd>
          </dl>
          <div className={classes.action}>
            {plan.action === 'trial' ? (
              <FreeTrialButton label={common('freeTrial')} />
            ) : (
              <LinkButton href={devicePath('/contactUs', device)} variant="secondary">
                {t('priceContact')}
              </LinkButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
