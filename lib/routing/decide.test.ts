import { describe, expect, it, vi } from 'vitest';
import { decide, type RequestFacts } from '@/lib/routing/decide';
import { isNotYetBuilt } from '@/lib/routing/paths';
import { fixedRedirects } from '@/lib/routing/route-table';

const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  pathname: '/',
  search: '',
  locale: 'zh',
  handheld: false,
  hasSession: async () => false,
  hasNewsArticle: (slug) => slug === 'published',
  ...over,
});
const redirect = (location: string) => ({ kind: 'redirect', location });

describe('decide on the back office (/operator)', () => {
  it("sends a visitor without an operator cookie to the operators' login, even with a customer session", async () => {
    for (const hasSession of [async () => false, async () => true])
      expect(
        await decide(
          facts({ pathname: '/operator/trial-continuations', search: '?status=pending', hasSession }),
        ),
      ).toEqual(
        redirect(
          `/operator/login?redirect=${encodeURIComponent('/operator/trial-continuations?status=pending')}`,
        ),
      );
  });

  it('shows the back office to an operator, on a phone too (desktop pages only, no device redirect)', async () => {
    for (const handheld of [false, true])
      expect(
        await decide(facts({ pathname: '/operator', handheld, hasOperatorSession: async () => true })),
      ).toEqual({ kind: 'rewrite', pathname: '/zh/operator' });
  });

  it('shows the login page to anyone, and the 404 page for an unknown back-office path', async () => {
    expect(await decide(facts({ pathname: '/operator/login' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/operator/login',
    });
    expect(
      await decide(facts({ pathname: '/operator/nothing', hasOperatorSession: async () => true })),
    ).toEqual({
      kind: 'rewrite',
      pathname: '/zh/404',
      notFound: true,
    });
  });
});

describe('decide', () => {
  it('sends / to /index and /index to /login on a desktop', async () => {
    expect(await decide(facts({ pathname: '/' }))).toEqual(redirect('/index'));
    expect(await decide(facts({ pathname: '/index' }))).toEqual(redirect('/login'));
  });

  it('sends /collection to the mini-site’s home on every device (it has no /mobile twin)', async () => {
    for (const handheld of [false, true]) {
      const decision = await decide(facts({ pathname: '/collection', handheld, locale: 'en' }));
      expect(decision).toMatchObject({ kind: 'redirect' });
      expect(JSON.stringify(decision)).toContain('/collection/home');
    }
  });

  it('applies every fixed redirect whose target exists, keeping the query string', async () => {
    for (const [from, to] of Object.entries(fixedRedirects)) {
      if (isNotYetBuilt(to)) continue;
      const handheld = from.startsWith('/mobile/');
      expect(await decide(facts({ pathname: from, search: '?a=1&b=2', handheld })), from).toEqual(
        redirect(`${to}?a=1&b=2`),
      );
    }
  });

  it('rewrites a known page to its locale without a prefix in the URL', async () => {
    expect(await decide(facts({ pathname: '/pricing', locale: 'en' }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/pricing',
    });
    expect(await decide(facts({ pathname: '/mobile/pricing', handheld: true }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/mobile/pricing',
    });
  });

  it('answers an unknown path with the device 404 page in the host language', async () => {
    expect(await decide(facts({ pathname: '/nope' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/404',
      notFound: true,
    });
    expect(await decide(facts({ pathname: '/nope', handheld: true, locale: 'en' }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/mobile/404',
      notFound: true,
    });
    expect(await decide(facts({ pathname: '/404' }))).toMatchObject({ notFound: true });
  });

  it('answers a news article that this locale does not publish with the 404 page', async () => {
    expect(await decide(facts({ pathname: '/news/published' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/news/published',
    });
    expect(await decide(facts({ pathname: '/news/unpublished' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/404',
      notFound: true,
    });
    expect(await decide(facts({ pathname: '/mobile/news/unpublished', handheld: true }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/mobile/404',
      notFound: true,
    });
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    expect(await decide(facts({ pathname: '/pricing/', search: '?x=1' }))).toEqual(redirect('/pricing?x=1'));
    expect(await decide(facts({ pathname: '//evil.example/' }))).toEqual(redirect('/evil.example'));
  });

  it('sends devices to their twin before anything else, keeping the query', async () => {
    expect(await decide(facts({ pathname: '/pricing', search: '?p=1', handheld: true }))).toEqual(
      redirect('/mobile/pricing?p=1'),
    );
    expect(await decide(facts({ pathname: '/mobile/pricing' }))).toEqual(redirect('/pricing'));
    expect(await decide(facts({ pathname: '/mobile/index' }))).toEqual(redirect('/index'));
    expect(await decide(facts({ pathname: '/dashboard', handheld: true }))).toEqual(
      redirect('/mobile/dashboard'),
    );
    expect(await decide(facts({ pathname: '/session/create/step2', handheld: true }))).toEqual(
      redirect('/mobile/personas/create'),
    );
  });

  it('never redirects runtime pages by device', async () => {
    expect(await decide(facts({ pathname: '/preview/c1', handheld: true }))).not.toMatchObject({
      kind: 'redirect',
    });
    expect(await decide(facts({ pathname: '/mobile/p/s1' }))).not.toMatchObject({ kind: 'redirect' });
  });

  it('keeps the collection pages on every device, the conversation page behind the login', async () => {
    expect(await decide(facts({ pathname: '/collection/conversation', handheld: true }))).toEqual(
      redirect('/mobile/login?redirect=%2Fcollection%2Fconversation'),
    );
    expect(
      await decide(
        facts({
          pathname: '/collection/conversation',
          search: '?conversationId=c1',
          handheld: true,
          hasSession: async () => true,
        }),
      ),
    ).toEqual({ kind: 'rewrite', pathname: '/zh/collection/conversation' });
    expect(await decide(facts({ pathname: '/collection/preview/app1', handheld: true }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/collection/preview/app1',
    });
    expect(await decide(facts({ pathname: '/dashboard/experience', handheld: true }))).toEqual(
      redirect('/mobile/dashboard/experience'),
    );
  });

  it('keeps mobile-only pages on a desktop', async () => {
    expect(await decide(facts({ pathname: '/mobile/digitalHuman3' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/mobile/digitalHuman3',
    });
  });

  it('guards login-required pages', async () => {
    expect(await decide(facts({ pathname: '/dashboard' }))).toEqual(redirect('/login?redirect=%2Fdashboard'));
    expect(await decide(facts({ pathname: '/mobile/dashboard', handheld: true }))).toEqual(
      redirect('/mobile/login?redirect=%2Fmobile%2Fdashboard'),
    );
    expect(
      await decide(facts({ pathname: '/dashboard', hasSession: async () => true, locale: 'en' })),
    ).toEqual({ kind: 'rewrite', pathname: '/en/dashboard' });
  });

  it('sends a logged-in visitor away from the login page, to same-site targets only', async () => {
    const hasSession = async () => true;
    expect(await decide(facts({ pathname: '/login', search: '?redirect=%2Fpricing', hasSession }))).toEqual(
      redirect('/pricing'),
    );
    expect(
      await decide(facts({ pathname: '/login', search: '?redirect=//evil.example', hasSession })),
    ).toEqual(redirect('/dashboard'));
  });

  it('unseals the session cookie only where the session matters', async () => {
    const hasSession = vi.fn(async () => false);
    await decide(facts({ pathname: '/pricing', hasSession }));
    await decide(facts({ pathname: '/nope', hasSession }));
    expect(hasSession).not.toHaveBeenCalled();
    await decide(facts({ pathname: '/dashboard', hasSession }));
    expect(hasSession).toHaveBeenCalledTimes(1);
  });

  it('renders the console and the auth pages in the preferred language, public pages in the host language', async () => {
    const hasSession = async () => true;
    const en = { languagePreference: 'en', hasSession };
    expect(await decide(facts({ pathname: '/dashboard', ...en }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/dashboard',
    });
    expect(await decide(facts({ pathname: '/mobile/dashboard', handheld: true, ...en }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/mobile/dashboard',
    });
    expect(await decide(facts({ pathname: '/register', languagePreference: 'en' }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/register',
    });
    expect(await decide(facts({ pathname: '/pricing', ...en }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/pricing',
    });
    expect(
      await decide(facts({ pathname: '/dashboard', locale: 'en', languagePreference: 'zh', hasSession })),
    ).toEqual({
      kind: 'rewrite',
      pathname: '/zh/dashboard',
    });
  });
});
