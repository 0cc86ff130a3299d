import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refused(filePath: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import x from '${specifier}';\nexport default x;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import directions of ARCHITECTURE.md', () => {
  it.each([
    ['lib/api/x.ts', '@/components/ui/AppProviders'],
    ['lib/routing/x.ts', '@/app/[locale]/layout'],
    ['lib/contract/x.ts', '@/lib/server/db/client'],
    ['lib/server/x.ts', '@/components/layout/theme'],
    ['components/ui/x.tsx', '@/components/auth/LoginForm'],
    ['components/layout/x.tsx', '@/components/marketing/shared/InfoPage'],
    ['components/auth/x.tsx', '@/components/console/ConsoleHome'],
    ['components/marketing/x.tsx', '@/lib/server/contact'],
    ['components/console/x.tsx', '@/app/[locale]/layout'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ['lib/server/x.ts', '@/lib/contract/codes'],
    ['lib/api/x.ts', '@/lib/contract/codes'],
    ['components/auth/x.tsx', '@/components/ui/AppProviders'],
    ['components/marketing/x.tsx', '@/components/layout/FreeTrialButton'],
    ['components/ui/x.tsx', '@/components/layout/theme'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });
});
