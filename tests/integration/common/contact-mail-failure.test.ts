import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/features/marketing/server/tables';
import { log } from '@/lib/server/log';
import { call, uniqueEmail } from '@/tests/integration/support/api';

const form = () => ({
  firstName: 'Li',
  lastName: 'Na',
  company: 'Example Retail',
  email: uniqueEmail('mailfail'),
  phone: '+86 139-1234-5678',
  location: 'Hangzhou',
  position: 'Store operations',
  message: 'A digital human for our flagship store.',
});

const stored = async (email: string) =>
  (await (await getDb()).select().from(contactMessages)).filter((row) => row.email === email);

afterEach(() => {
  delete process.env.CONTACT_EMAIL;
  delete process.env.SMTP_URL;
  vi.restoreAllMocks();
});

describe('partner contact form when the mail transport fails', () => {
  it('answers success for the stored enquiry, logs the failure and leaves it un-notified', async () => {
    process.env.CONTACT_EMAIL = 'partners@example.com';
    // Nothing listens on port 1: nodemailer's SMTP transport fails to connect, as with an SMTP server that is down.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const sent = form();

    const { status, body } = await call(contact, '/common/contact', { body: sent });

    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { received: true } });
    const rows = await stored(sent.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notifiedAt).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ contactMessageId: rows[0]!.id }),
      expect.stringContaining('notification failed'),
    );
  });

  it('marks the enquiry notified once the mail has gone out', async () => {
    process.env.CONTACT_EMAIL = 'partners@example.com';
    const sent = form();
    expect((await call(contact, '/common/contact', { body: sent })).body.code).toBe(0);
    const [row] = await stored(sent.email);
    expect(row?.notifiedAt).toBeInstanceOf(Date);
  });
});
