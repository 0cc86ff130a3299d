import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  key: string;
  cert: string;
}

/**
 * A throw-away self-signed certificate (openssl) for local https test servers, valid for `localhost`, 127.0.0.1,
 * ::1 and the extra names given; a client trusts it by passing `cert` as its CA.
 */
export function selfSignedCert(extraNames: string[] = []): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-cert-'));
  try {
    const names = ['DNS:localhost', 'IP:127.0.0.1', 'IP:::1', ...extraNames.map((name) => `DNS:${name}`)];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${names.join(',')}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
