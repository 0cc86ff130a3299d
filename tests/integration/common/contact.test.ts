import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/features/marketing/server/tables';
import { call, outbox, randomIp, uniqueEmail } from '@/tests/integration/support/api';

const form = () => ({
  firstName: 'Wei',
  lastName: 'Zhang',
  company: 'Example Bank',
  email: uniqueEmail('partner'),
  phone: '+86 139-1234-5678',
  location: 'Shanghai',
  position: 'Head of digital channels',
  industry: 'Finance',
  product: 'Real-time interaction',
  message: 'We would like a digital human for our branch lobbies.',
});

const stored = async (email: string) =>
  (await (await getDb()).select().from(contactMessages)).filter((row) => row.email === email);

describe('partner contact form', () => {
  it('takes a business address longer than an account’s 60 characters', async () => {
    const email = `${'partner.relations.'.repeat(4)}team@example-enterprise.com`;
    expect(email.length).toBeGreaterThan(60);
    const { body } = await call(contact, '/common/contact', { body: { ...form(), email } });
    expect(body.code).toBe(0);
    expect(await stored(email)).toHaveLength(1);
  });

  it('stores the enquiry and mails CONTACT_EMAIL', async () => {
    process.env.CONTACT_EMAIL = 'partners@example.com';
    try {
      const sent = form();
      const { body } = await call(contact, '/common/contact', { body: sent, query: { lang: 'en' } });
      expect(body).toMatchObject({ code: 0, message: 'Success', data: { received: true } });
      const rows = await stored(sent.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.form).toMatchObject({ company: 'Example Bank', message: sent.message });
      const mail = (await outbox('partners@example.com')).at(-1);
      expect(mail?.text).toContain(sent.email);
      expect(mail?.subject).toContain('Example Bank');
    } finally {
      delete process.env.CONTACT_EMAIL;
    }
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const sent = { ...form(), website: 'http://spam.example' };
    const before = (await outbox()).length;
    const { body } = await call(contact, '/common/contact', { body: sent });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ received: true });
    expect(await stored(sent.email)).toHaveLength(0);
    expect(await outbox()).toHaveLength(before);
  });

  it('takes five enquiries an hour from one IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await call(contact, '/common/contact', { body: form(), ip })).body.code).toBe(0);
    const sixth = await call(contact, '/common/contact', { body: form(), ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(ApiCode.rateLimited);
    expect((await call(contact, '/common/contact', { body: form(), ip: randomIp() })).body.code).toBe(0);
  });

  it.each([
    ['firstName', { firstName: '' }, 'required'],
    ['lastName', { lastName: ' ' }, 'required'],
    ['company', { company: '' }, 'required'],
    ['email', { email: '' }, 'required'],
    ['email', { email: 'partner@' }, 'emailInvalid'],
    ['phone', { phone: '' }, 'required'],
    ['phone', { phone: 'call me' }, 'phoneInvalid'],
    ['phone', { phone: '123' }, 'phoneInvalid'],
    ['location', { location: '' }, 'required'],
    ['position', { position: '' }, 'required'],
    ['message', { message: '' }, 'required'],
    ['message', { message: 'x'.repeat(2001) }, 'tooLong'],
  ])('validates %s (%j)', async (field, overrides, message) => {
    const { body } = await call(contact, '/common/contact', { body: { ...form(), ...overrides } });
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({ fields: [{ field, message }] });
  });
});
