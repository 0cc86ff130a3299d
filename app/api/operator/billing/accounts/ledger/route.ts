import { ledgerPage } from '@/features/billing/server/accounts';
import { operatorLedgerEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/billing/accounts/ledger – a corporation's ledger
export const GET = apiRoute(operatorLedgerEndpoint, ({ db, input }) => ledgerPage(db, input.corpId, input));
