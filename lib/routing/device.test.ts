import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent, wantsMobileLayout } from '@/lib/routing/device';
import { UA } from './ua';

describe('deviceFromUserAgent', () => {
  it('knows phones', () => {
    expect(deviceFromUserAgent(UA.iPhone)).toBe('phone');
    expect(deviceFromUserAgent(UA.androidPhone)).toBe('phone');
  });

  it('knows tablets', () => {
    expect(deviceFromUserAgent(UA.iPad)).toBe('tablet');
    expect(deviceFromUserAgent(UA.androidTablet)).toBe('tablet');
  });

  it('treats everything else, and no user agent at all, as a desktop', () => {
    expect(deviceFromUserAgent(UA.desktopChrome)).toBe('desktop');
    expect(deviceFromUserAgent(UA.desktopMac)).toBe('desktop');
    expect(deviceFromUserAgent('')).toBe('desktop');
    expect(deviceFromUserAgent(null)).toBe('desktop');
    expect(deviceFromUserAgent(undefined)).toBe('desktop');
  });
});

describe('wantsMobileLayout (the view cookie)', () => {
  it('always gives phones the mobile layout', () => {
    expect(wantsMobileLayout('phone', undefined)).toBe(true);
    expect(wantsMobileLayout('phone', 'desktop')).toBe(true);
  });

  it('gives tablets the mobile layout unless they turned to landscape (cookie "desktop")', () => {
    expect(wantsMobileLayout('tablet', undefined)).toBe(true);
    expect(wantsMobileLayout('tablet', 'mobile')).toBe(true);
    expect(wantsMobileLayout('tablet', 'desktop')).toBe(false);
  });

  it('gives desktop user agents the desktop layout unless an iPad (Mac user agent) turned to portrait', () => {
    expect(wantsMobileLayout('desktop', undefined)).toBe(false);
    expect(wantsMobileLayout('desktop', 'desktop')).toBe(false);
    expect(wantsMobileLayout('desktop', 'other')).toBe(false);
    expect(wantsMobileLayout('desktop', 'mobile')).toBe(true);
  });
});
