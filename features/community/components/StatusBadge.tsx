import { ToneBadge } from '@/components/ui/ToneBadge';
import { getTranslations } from 'next-intl/server';
import type { ReviewStatus } from '../contract';

/** What only the author sees on their own post or comment: 待审核, or 未通过 with the moderator's reason. */
export async function StatusBadge({ status, reason }: { status: ReviewStatus; reason: string | null }) {
  if (status === 'approved') return null;
  const t = await getTranslations('Community');
  return status === 'pending' ? (
    <ToneBadge tone="orange">{t('pending')}</ToneBadge>
  ) : (
    <ToneBadge tone="red" style={{ textTransform: 'none', whiteSpace: 'normal', height: 'auto' }}>
      {t('rejected', { reason: reason ?? '' })}
    </ToneBadge>
  );
}
