'use client';

import { withBasePath } from '@/lib/config/base-path';
import { useEffect, useState } from 'react';
import { activityPaths, type ActivityDto } from '../contract';
import { discountText, textOf, titleOf, type DiscountLabels } from './discount-text';
import classes from './pricing-activities.module.css';

/**
 * The promotions running now for everyone and for trial accounts, read in the browser: the price page is built
 * once, statically, and a promotion starts and ends without a rebuild. Nothing shows while none runs.
 */
export function PricingActivitiesList({
  locale,
  labels,
}: {
  locale: string;
  labels: DiscountLabels & { title: string };
}) {
  const [activities, setActivities] = useState<ActivityDto[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(withBasePath(`/api${activityPaths.public}?lang=${locale}`), { signal: controller.signal })
      .then((response) => response.json() as Promise<{ code: number; data: ActivityDto[] }>)
      .then((body) => body.code === 0 && setActivities(body.data))
      .catch(() => undefined); // No promotion shown is the right fallback for a page that sells.
    return () => controller.abort();
  }, [locale]);
  if (activities.length === 0) return null;
  return (
    <section className={classes.box} aria-label={labels.title} data-testid="pricing-activities">
      {activities.map((activity) => {
        const discount = discountText(activity, locale, labels);
        return (
          <div key={activity.activityId} className={classes.item}>
            <p className={classes.title}>{titleOf(activity, locale)}</p>
            <p>{textOf(activity, locale)}</p>
            {discount && <p className={classes.discount}>{discount}</p>}
          </div>
        );
      })}
    </section>
  );
}
