import { notFound } from 'next/navigation';
import { CommunityModerationView } from '@/features/operator/components/CommunityModerationView';
import { verifiedOperator } from '@/features/operator/server/page-session';

/** /operator/community – the forum's moderation queue (moderators and admins). */
export default async function CommunityModerationPage() {
  const me = await verifiedOperator();
  if (!me.permissions.includes('community.moderate')) notFound();
  return <CommunityModerationView />;
}
