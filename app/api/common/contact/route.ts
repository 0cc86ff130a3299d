import { contactRequest } from '@/lib/contract/contact';
import { submitContact } from '@/lib/server/contact';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/common/contact – the partner contact form: stored, rate-limited per IP, mailed to CONTACT_EMAIL
export const POST = apiRoute(
  { input: contactRequest, auth: 'none', maxBodyBytes: 16 * 1024 },
  ({ db, input, ip, lang }) => submitContact(db, input, { ip, lang }),
);
