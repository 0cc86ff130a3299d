import { billingPorts } from '@/app/_compose/billing-ports';
import { addLedgerEntry } from '@/features/billing/server/accounts';
import { operatorActor } from '@/lib/server/audit/audit';
import { ledgerEntryEndpoint } from '@/features/billing/endpoints/operator';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/operator/billing/accounts/entries – a refund or adjustment on the ledger (audited)
export const POST = apiRoute(ledgerEntryEndpoint, ({ db, input, operator, requestId }) =>
  addLedgerEntry(db, input, { actor: operatorActor(operator), requestId }, billingPorts),
);
