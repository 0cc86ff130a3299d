import { describe, expect, it } from 'vitest';
import { loginGuard, sessionMatters } from '@/lib/routing/login-guard';

const guard = (path: string, over: { search?: string; handheld?: boolean; hasSession?: boolean } = {}) =>
  loginGuard({ path, search: '', handheld: false, hasSession: false, ...over });

describe('loginGuard without a session', () => {
  it('sends a login-required path to /login with the path as redirect', () => {
    expect(guard('/dashboard')).toBe('/login?redirect=%2Fdashboard');
    expect(guard('/dashboard/order/list')).toBe('/login?redirect=%2Fdashboard%2Forder%2Flist');
  });

  it('keeps the query string inside the redirect target', () => {
    expect(guard('/session/edit', { search: '?conversationId=42&x=1' })).toBe(
      `/login?redirect=${encodeURIComponent('/session/edit?conversationId=42&x=1')}`,
    );
  });

  it('sends phones to /mobile/login', () => {
    expect(guard('/mobile/dashboard', { handheld: true })).toBe(
      '/mobile/login?redirect=%2Fmobile%2Fdashboard',
    );
    expect(guard('/mobile/personas/7/bot-1', { handheld: true })).toBe(
      '/mobile/login?redirect=%2Fmobile%2Fpersonas%2F7%2Fbot-1',
    );
  });

  it('lets public pages and the login page through', () => {
    expect(guard('/pricing')).toBeNull();
    expect(guard('/login')).toBeNull();
    expect(guard('/mobile/login', { handheld: true })).toBeNull();
    expect(guard('/register')).toBeNull();
    expect(guard('/mobile/reset', { handheld: true })).toBeNull();
  });
});

describe('loginGuard with a session', () => {
  it('lets login-required pages through', () => {
    expect(guard('/dashboard', { hasSession: true })).toBeNull();
  });

  it('sends a logged-in visitor on /login to the redirect target', () => {
    expect(guard('/login', { hasSession: true, search: '?redirect=%2Fsession%2Fedit%3Fid%3D1' })).toBe(
      '/session/edit?id=1',
    );
  });

  it('falls back to /dashboard, or /mobile/dashboard from /mobile/login', () => {
    expect(guard('/login', { hasSession: true })).toBe('/dashboard');
    expect(guard('/mobile/login', { hasSession: true, handheld: true })).toBe('/mobile/dashboard');
  });

  it('sends a logged-in visitor on from registration and password reset too', () => {
    expect(guard('/register', { hasSession: true })).toBe('/dashboard');
    expect(guard('/reset', { hasSession: true })).toBe('/dashboard');
    expect(guard('/mobile/register', { hasSession: true, handheld: true })).toBe('/mobile/dashboard');
    expect(guard('/mobile/reset', { hasSession: true, handheld: true })).toBe('/mobile/dashboard');
    expect(guard('/register', { hasSession: true, search: '?redirect=%2Fpricing' })).toBe('/pricing');
    expect(guard('/reset', { hasSession: true, search: '?redirect=%2Fregister' })).toBe('/dashboard');
  });

  it('refuses off-site and looping redirect targets', () => {
    expect(guard('/login', { hasSession: true, search: '?redirect=//evil.example' })).toBe('/dashboard');
    expect(guard('/login', { hasSession: true, search: '?redirect=https://evil.example' })).toBe(
      '/dashboard',
    );
    expect(guard('/login', { hasSession: true, search: '?redirect=%2Flogin%3Fredirect%3D%252Flogin' })).toBe(
      '/dashboard',
    );
  });
});

describe('sessionMatters', () => {
  it('is true only for login pages and login-required paths, so other requests never unseal a cookie', () => {
    expect(sessionMatters('/login')).toBe(true);
    expect(sessionMatters('/mobile/register')).toBe(true);
    expect(sessionMatters('/reset')).toBe(true);
    expect(sessionMatters('/dashboard/knowledge')).toBe(true);
    expect(sessionMatters('/mobile/personas/1/bot')).toBe(true);
    expect(sessionMatters('/pricing')).toBe(false);
    expect(sessionMatters('/preview/abc')).toBe(false);
  });
});
