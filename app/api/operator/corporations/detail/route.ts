import { corporationIdRequest } from '@/features/operator/contract';
import { corporationDetail } from '@/features/operator/server/corporations';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/corporations/detail – a corporation: plan, trial end, users and recent audit entries
export const GET = apiRoute(
  { input: corporationIdRequest, audience: operatorAudience('backoffice.read') },
  ({ db, input }) => corporationDetail(db, input.corpId),
);
