import { listLeads } from '@/features/marketing/server/leads';
import { leadsEndpoint } from '@/features/operator/endpoints';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/leads – contact-form enquiries, newest first, by status
export const GET = apiRoute(leadsEndpoint, ({ db, input }) => listLeads(db, input));
