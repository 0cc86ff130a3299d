import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepVaryOnOverwrite, mergeVary } from '@/lib/seo/keep-vary';

describe('mergeVary', () => {
  it('joins header values, once per field whatever the case', () => {
    expect(mergeVary('User-Agent', 'rsc, next-router-state-tree', ['Accept-Encoding', 'user-agent'])).toBe(
      'User-Agent, rsc, next-router-state-tree, Accept-Encoding',
    );
    expect(mergeVary(undefined, '')).toBe('');
  });
});

describe('keepVaryOnOverwrite', () => {
  it("adds a later Vary to an earlier one instead of replacing it, as Next.js's page handler does", () => {
    class Response extends ServerResponse {}
    keepVaryOnOverwrite(Response.prototype);
    keepVaryOnOverwrite(Response.prototype);
    const response = new Response(new IncomingMessage(new Socket()));
    response.setHeader('Vary', 'User-Agent');
    response.setHeader('Vary', 'rsc, next-router-state-tree');
    expect(response.getHeader('vary')).toBe('User-Agent, rsc, next-router-state-tree');
    response.setHeader('Cache-Control', 'public');
    response.setHeader('Cache-Control', 'private');
    expect(response.getHeader('cache-control')).toBe('private');
  });
});
