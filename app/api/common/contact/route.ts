import { contactEndpoint } from '@/features/marketing/endpoints';
import { submitContact } from '@/features/marketing/server/contact';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/common/contact – the partner contact form: stored, rate-limited per IP, mailed to CONTACT_EMAIL
export const POST = apiRoute(
  contactEndpoint,
  ({ db, input, ip, lang }) => submitContact(db, input, { ip, lang }),
  { maxBodyBytes: 16 * 1024 },
);
