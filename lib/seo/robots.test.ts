import { describe, expect, it } from 'vitest';
import { buildRobots } from '@/lib/seo/robots';

describe('buildRobots', () => {
  const robots = buildRobots('https://en.example.com');

  it("points at the host's own sitemap", () => {
    expect(robots).toContain('Sitemap: https://en.example.com/sitemap.xml');
  });

  it('keeps crawlers out of the API and the consoles', () => {
    for (const path of ['/api', '/dashboard', '/session', '/mobile/dashboard']) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(robots).toMatch(/^User-agent: \*$/m);
  });
});

describe('buildRobots under a base path', () => {
  it('speaks of the paths under the prefix, and of the sitemap there', () => {
    const robots = buildRobots('https://www.example.com', '/dh');
    expect(robots).toContain('Sitemap: https://www.example.com/dh/sitemap.xml');
    expect(robots).toMatch(/^Allow: \/dh$/m);
    expect(robots).toMatch(/^Disallow: \/dh\/api$/m);
    expect(robots).toMatch(/^Disallow: \/dh\/dashboard$/m);
  });
});
