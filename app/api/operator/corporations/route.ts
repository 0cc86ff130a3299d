import { corporationQuery } from '@/features/operator/contract';
import { searchCorporations } from '@/features/operator/server/corporations';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/corporations – corporations by name or a user's email, newest first
export const GET = apiRoute(
  { input: corporationQuery, audience: operatorAudience('backoffice.read') },
  ({ db, input }) => searchCorporations(db, input),
);
