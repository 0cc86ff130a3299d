import { characterListRequest } from '@/features/sessions/contract';
import { listCharacters } from '@/features/sessions/server/catalogue/characters';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/character/list – the characters on offer, filtered and paged, in catalogue order
export const GET = apiRoute({ input: characterListRequest, audience: 'customer' }, ({ db, input }) =>
  listCharacters(db, input),
);
