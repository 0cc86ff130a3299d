import { planSummariesOf } from '@/app/_compose/plans-ports';
import { corporationsEndpoint } from '@/features/operator/endpoints';
import { searchCorporations } from '@/features/operator/server/corporations';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/corporations – corporations by name or a user's email, newest first, with their plans
export const GET = apiRoute(corporationsEndpoint, ({ db, input }) =>
  searchCorporations(db, input, planSummariesOf),
);
