'use client';

import { useTranslations } from 'next-intl';
import type { RuntimeErrorCode } from '@/features/runtime/contract';
import type { RuntimeSession } from './runtime-session';
import styles from './runtime.module.css';

interface Props {
  notice: RuntimeErrorCode | null;
  page: RuntimeSession['page'];
  onDismiss: () => void;
}

/** A runtime message of spec §8; where the session's owner wrote their own text for it, theirs. */
export function NoticeBar({ notice, page, onDismiss }: Props) {
  const t = useTranslations('Runtime');
  if (!notice) return null;
  const own: Partial<Record<RuntimeErrorCode, string>> = {
    sessionBusy: page.busyText,
    // No free slot is the same busy moment to a visitor (issue 19 §1.2): the owner's words for it.
    maxSessionsExceeded: page.busyText,
    networkUnstable: page.networkText,
    modelError: page.errorText,
  };
  return (
    <p className={styles.notice} role="alert" data-notice={notice}>
      <span>{own[notice] ?? t(`errors.${notice}`)}</span>
      {notice === 'configChanged' ? (
        <button type="button" onClick={() => window.location.reload()}>
          {t('refresh')}
        </button>
      ) : (
        <button type="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      )}
    </p>
  );
}
