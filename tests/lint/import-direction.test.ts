import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refused(filePath: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import x from '${specifier}';\nexport default x;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

// Loading ESLint's configuration takes seconds on a busy machine: do it once, before the cases and their timeouts.
beforeAll(() => refused('lib/routing/x.ts', '@/lib/contract/codes'), 120_000);

describe('import directions of ARCHITECTURE.md', () => {
  it.each([
    ['lib/api-client/x.ts', '@/components/ui/AppProviders'],
    ['lib/routing/x.ts', '@/app/[locale]/layout'],
    ['lib/contract/x.ts', '@/lib/server/db/client'],
    ['lib/routing/x.ts', '@/features/accounts/contract'],
    ['lib/server/x.ts', '@/components/site/theme'],
    ['lib/server/x.ts', '@/features/accounts/server/login'],
    ['components/ui/x.tsx', '@/features/accounts/components/LoginForm'],
    ['components/site/x.tsx', '@/features/marketing/components/shared/InfoPage'],
    ['components/site/x.tsx', '@/lib/server/log'],
    // A feature never reaches into another one…
    ['features/accounts/components/x.tsx', '@/features/console-shell/components/ConsoleHome'],
    ['features/console-shell/components/x.tsx', '@/features/accounts/api/accounts'],
    ['features/marketing/server/x.ts', '@/features/accounts/server/captcha'],
    ['features/marketing/components/contact/x.tsx', '../../../accounts/components/LoginForm'],
    // …and its browser code never imports server code, its own included.
    ['features/marketing/components/x.tsx', '@/lib/server/log'],
    ['features/accounts/components/x.tsx', '@/features/accounts/server/login'],
    ['features/accounts/api/x.ts', '@/features/accounts/server/login'],
    ['features/accounts/server/x.ts', '@/features/accounts/components/LoginForm'],
    ['features/console-shell/components/x.tsx', '@/app/[locale]/layout'],
    // A folder merely named like a contract elsewhere in another feature is still its internals.
    ['features/runtime/server/x.ts', '@/features/deploy/server/contract'],
    ['features/runtime/components/x.tsx', '@/features/sessions/components/contract/x'],
    ['features/runtime/server/x.ts', '../../deploy/server/contract'],
    ['features/runtime/server/x.ts', '../../deploy/contractual'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ['lib/server/x.ts', '@/lib/contract/codes'],
    ['lib/api-client/x.ts', '@/lib/contract/codes'],
    ['features/accounts/components/x.tsx', '@/components/ui/AppProviders'],
    ['features/accounts/components/x.tsx', '@/features/accounts/api/accounts'],
    ['features/marketing/components/x.tsx', '@/components/site/header-islands'],
    ['features/accounts/server/x.ts', '@/lib/server/db/client'],
    // Two features may share a contract.
    ['features/console-shell/components/x.tsx', '@/features/accounts/contract'],
    ['features/marketing/server/x.ts', '@/features/accounts/contract'],
    // A contract may be a folder, and another feature's endpoint declarations are importable wherever its contract is.
    ['features/runtime/server/x.ts', '@/features/deploy/contract/webhooks'],
    ['features/runtime/components/x.tsx', '@/features/deploy/contract/webhooks'],
    ['features/runtime/server/conversation/x.ts', '../../../deploy/contract/webhooks'],
    ['features/sessions/api/x.ts', '@/features/knowledge/endpoints'],
    ['features/sessions/api/x.ts', '@/features/knowledge/endpoints/files'],
    ['features/sessions/server/x.ts', '../../knowledge/endpoints'],
    ['components/ui/x.tsx', '@/components/site/theme'],
    ['app/api/x/route.ts', '@/features/accounts/server/login'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });
});
