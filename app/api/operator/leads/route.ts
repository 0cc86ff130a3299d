import { listLeads } from '@/features/marketing/server/leads';
import { leadQuery } from '@/features/operator/contract';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/leads – contact-form enquiries, newest first, by status
export const GET = apiRoute(
  { input: leadQuery, audience: operatorAudience('backoffice.read') },
  ({ db, input }) => listLeads(db, input),
);
