import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { ApiCode } from '@/lib/contract/codes';
import { closeLimiters } from '@/lib/server/rate-limit/limiters';
import { call, randomIp, uniqueEmail } from '@/tests/integration/support/api';

const redisUrl = process.env.TEST_REDIS_URL;

const form = () => ({
  firstName: 'Wei',
  lastName: 'Zhang',
  company: 'Example Bank',
  email: uniqueEmail('partner'),
  phone: '13912345678',
  location: 'Shanghai',
  position: 'CTO',
  message: 'Hello',
});

// With REDIS_URL set, every instance shares the counts in Redis (the scale-out set-up).
describe.skipIf(!redisUrl)('rate limits on Redis', () => {
  it('keeps the contact limit in Redis', async () => {
    await closeLimiters();
    process.env.REDIS_URL = redisUrl;
    try {
      const ip = randomIp();
      for (let i = 0; i < 5; i++)
        expect((await call(contact, '/common/contact', { body: form(), ip })).body.code).toBe(0);
      expect((await call(contact, '/common/contact', { body: form(), ip })).body.code).toBe(
        ApiCode.rateLimited,
      );
      const { default: Redis } = await import('ioredis');
      const redis = new Redis(redisUrl!);
      const hits = Number(await redis.get(`dh:contact:ip:1h:${ip}`));
      await redis.del(`dh:contact:ip:1h:${ip}`, `dh:contact:ip:1d:${ip}`);
      await redis.quit();
      expect(hits).toBeGreaterThanOrEqual(5);
    } finally {
      await closeLimiters();
      delete process.env.REDIS_URL;
    }
  });
});
