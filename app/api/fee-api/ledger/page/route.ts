import { ledgerEndpoint } from '@/features/billing/endpoints';
import { ledgerPage } from '@/features/billing/server/accounts';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/ledger/page – the balance's ledger, newest first
export const GET = apiRoute(ledgerEndpoint, ({ db, input, identity }) =>
  ledgerPage(db, identity.corpId, input),
);
