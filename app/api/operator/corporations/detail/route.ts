import { corporationWithPlan } from '@/app/_compose/plans-ports';
import { corporationDetailEndpoint } from '@/features/operator/endpoints';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/corporations/detail – a corporation: plan, trial, limits, grants, discount, users, recent activity
export const GET = apiRoute(corporationDetailEndpoint, ({ db, input }) =>
  corporationWithPlan(db, input.corpId),
);
