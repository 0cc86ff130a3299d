import { corporationsEndpoint } from '@/features/operator/endpoints';
import { searchCorporations } from '@/features/operator/server/corporations';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/corporations – corporations by name or a user's email, newest first
export const GET = apiRoute(corporationsEndpoint, ({ db, input }) => searchCorporations(db, input));
