import { contactRequest } from '@/features/marketing/contract';
import { submitContact } from '@/features/marketing/server/contact';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/common/contact – the partner contact form: stored, rate-limited per IP, mailed to CONTACT_EMAIL
export const POST = apiRoute(
  { input: contactRequest, audience: 'public', maxBodyBytes: 16 * 1024 },
  ({ db, input, ip, lang }) => submitContact(db, input, { ip, lang }),
);
