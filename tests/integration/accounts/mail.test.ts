import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as register } from '@/app/api/sys-api/register/route';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { settleAfterResponse } from '@/lib/server/after-response';
import { log } from '@/lib/server/log';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { ORIGIN, call, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { GOOD_PASSWORD, registerAccount } from '@/tests/integration/support/accounts';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

const listening = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

describe('mail through SMTP_URL', () => {
  const delivered: Delivered[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });

  beforeAll(async () => {
    await listening(smtp);
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    process.env.MAIL_FROM = 'Platform Test <no-reply@platform.test>';
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the email code through the SMTP server, and the code works', async () => {
    const email = uniqueEmail('smtp');
    const sent = await call(sendEmailCode, '/sys-api/email/code', {
      body: { email, purpose: 'register' },
      query: { lang: 'en' },
    });
    expect(sent.body.code).toBe(0);
    const mail = delivered.find((message) => message.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@platform.test');
    expect(mail!.raw).toMatch(new RegExp(`^To: ${email}\\r?$`, 'm'));
    const code = /^Subject: Digital Human Platform: your verification code (\d{6})\r?$/m.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.raw).toContain(`Your verification code is ${code}.`);
    const registered = await call(register, '/sys-api/register', {
      body: {
        email,
        emailCode: code,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        companyName: 'SMTP Ltd',
      },
    });
    expect(registered.body.code).toBe(0);
  });
});

describe('reset codes for known and unknown addresses', () => {
  // A mail server that takes the connection and never answers: a send to it hangs until nodemailer gives up.
  const sockets = new Set<Socket>();
  const silent: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });

  beforeAll(async () => {
    await listening(silent);
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  const askForReset = async (email: string) => {
    const started = Date.now();
    const response = await sendEmailCode(
      new Request(`${ORIGIN}/api/sys-api/email/code`, {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
        },
        body: JSON.stringify({ email, purpose: 'reset' }),
      }),
    );
    return { ms: Date.now() - started, body: (await response.json()) as unknown };
  };

  it('answers both alike without waiting for the mail server, and logs a failed send', async () => {
    const { email } = await registerAccount();
    // The registration code went to this address a moment ago; let the 60-second resend window pass.
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}?connectionTimeout=2000&greetingTimeout=2000`;
    const failures = vi.spyOn(log, 'error');
    try {
      const known = await askForReset(email);
      const unknown = await askForReset(uniqueEmail('nobody'));
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toMatchObject({ code: 0 });
      // The mail server never answers (nodemailer gives up after 2 s); the answer did not wait for it.
      expect(known.ms).toBeLessThan(1500);
      await settleAfterResponse();
      expect(failures).toHaveBeenCalledWith(
        expect.objectContaining({ what: 'email code', err: expect.any(Error) }),
        'work after the response failed',
      );
      expect(failures).toHaveBeenCalledTimes(1);
    } finally {
      failures.mockRestore();
    }
  });
});
