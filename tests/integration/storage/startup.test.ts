import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConfiguration } from '@/server-startup';

afterEach(() => vi.unstubAllEnvs());

describe('storage settings at start', () => {
  it('stops the server on half an S3 configuration, naming what is missing', () => {
    vi.stubEnv('S3_ENDPOINT', 'https://s3.example.com');
    vi.stubEnv('S3_BUCKET', 'dh-files');
    expect(() => checkConfiguration()).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('starts with the local disk, or with a complete S3 configuration', () => {
    expect(() => checkConfiguration()).not.toThrow();
    vi.stubEnv('S3_ENDPOINT', 'https://s3.example.com');
    vi.stubEnv('S3_BUCKET', 'dh-files');
    vi.stubEnv('S3_ACCESS_KEY_ID', 'id');
    vi.stubEnv('S3_SECRET_ACCESS_KEY', 'secret');
    expect(() => checkConfiguration()).not.toThrow();
  });
});
