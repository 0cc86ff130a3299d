'use client';

import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { webCall } from '@/lib/api-client/web-client';
import { effectiveActivitiesEndpoint } from '../endpoints';
import { dismissActivity, dismissedActivities } from './dismissals';
import { discountText, textOf, titleOf, type DiscountLabels } from './discount-text';

export interface BannerLabels extends DiscountLabels {
  bannerLabel: string;
  dismiss: string;
}

/** The promotions running for the corporation, each closable; a closed one stays closed for this user. */
export function ActivityBannerList({ userId, labels }: { userId: string; labels: BannerLabels }) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['activities', 'effective'],
    queryFn: () => webCall(effectiveActivitiesEndpoint),
    staleTime: 5 * 60_000,
  });
  // The server has no localStorage; its HTML has no banner either way (the list is fetched in the browser).
  const [dismissed, setDismissed] = useState<Set<string> | null>(() =>
    typeof window === 'undefined' ? null : dismissedActivities(userId),
  );
  if (!dismissed || !query.data) return null;
  const shown = query.data.filter((activity) => !dismissed.has(activity.activityId));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="activity-banners">
      {shown.map((activity) => {
        const discount = discountText(activity, locale, labels);
        return (
          <Alert
            key={activity.activityId}
            color="orange"
            variant="light"
            title={titleOf(activity, locale)}
            withCloseButton
            closeButtonLabel={labels.dismiss}
            aria-label={labels.bannerLabel}
            onClose={() => {
              dismissActivity(userId, activity.activityId);
              setDismissed(new Set([...dismissed, activity.activityId]));
            }}
          >
            <Text size="sm">{textOf(activity, locale)}</Text>
            {discount && (
              <Text size="sm" fw={600}>
                {discount}
              </Text>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
