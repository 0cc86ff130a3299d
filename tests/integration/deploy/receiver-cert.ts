import { selfSignedCert } from '@/tests/support/self-signed-cert';

/**
 * The local receivers' certificate. Test files add it as the guard's CA (`vi.mock` of guarded-fetch, whose factory
 * may import only this module: the rest of the support imports the guard itself): the guard checks everything else
 * as in production, and OUTBOUND_ALLOW_HOSTS lets it reach 127.0.0.1, as an operator would allow an internal host.
 */
export const RECEIVER_CERT = selfSignedCert();
