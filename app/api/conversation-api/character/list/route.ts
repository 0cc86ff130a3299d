import { characterListEndpoint } from '@/features/catalogue/endpoints';
import { listCharacters } from '@/features/catalogue/server/characters';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/character/list – the characters on offer, filtered and paged, in catalogue order
export const GET = apiRoute(characterListEndpoint, ({ db, input }) => listCharacters(db, input));
