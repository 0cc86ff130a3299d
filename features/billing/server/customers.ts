import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerInfoDto, customerInfoRequest } from '@/features/billing/contract';
import type { Db } from '@/lib/server/db/client';
import { billingCustomers } from './tables';

// The billing profile (spec §7 pay: saveOrUpdateCustomer, getCustomerInfo): what the corporation's invoices carry.
// One row per corporation, replaced on each save.

const EMPTY: CustomerInfoDto = {
  invoiceTitle: '',
  taxNumber: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
  contactName: '',
  contactPhone: '',
  mailingAddress: '',
  email: '',
  updatedAt: null,
};

export async function customerInfo(db: Db, corpId: string): Promise<CustomerInfoDto> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.corpId, corpId));
  if (!row) return EMPTY;
  return {
    invoiceTitle: row.invoiceTitle,
    taxNumber: row.taxNumber,
    registeredAddress: row.registeredAddress,
    registeredPhone: row.registeredPhone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    mailingAddress: row.mailingAddress,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveCustomerInfo(
  db: Db,
  corpId: string,
  input: z.output<typeof customerInfoRequest>,
): Promise<CustomerInfoDto> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(billingCustomers)
    .values({ corpId, ...values })
    .onConflictDoUpdate({ target: billingCustomers.corpId, set: values });
  return customerInfo(db, corpId);
}
