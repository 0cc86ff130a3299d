import 'server-only';
import type { CertificationSubmission, SubmissionStatus } from '../contract';
import type { certificationSubmissions } from './tables';

export type SubmissionRow = typeof certificationSubmissions.$inferSelect;

/** A row as the customer and the back office see it (the storage key stays on the server). */
export const toSubmission = (row: SubmissionRow): CertificationSubmission => ({
  id: row.id,
  companyName: row.companyName,
  creditCode: row.creditCode,
  authenticatorName: row.authenticatorName,
  contactPhone: row.contactPhone,
  status: row.status as SubmissionStatus,
  licence: { name: row.licenceName, mimeType: row.licenceMimeType, size: row.licenceSize },
  submittedAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
});
