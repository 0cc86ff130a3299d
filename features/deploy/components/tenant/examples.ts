import { VISITOR_TOKEN } from '@/features/deploy/contract/tenant';

// The server examples of the build-your-own page. They run as shown: tests/integration/deploy/tenant-examples
// executes both and checks the tokens they mint.

/** Stands in for the appId until the customer picks an application. */
export const APP_ID_PLACEHOLDER = '<appId>';

const minutes = VISITOR_TOKEN.recommendedLifetimeS / 60;

/** Node 18+ with `jose`: a function that mints a connection URL for one of the customer's users. */
export const nodeExample = (origin: string, appId: string) => `// npm install jose   (Node 18+, ES module)
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

const PLATFORM = '${origin}';
const APP_ID = '${appId}';
// Your tenant secret, kept on your server (never in a web page or an app).
if (!process.env.DH_TENANT_SECRET) throw new Error('Set DH_TENANT_SECRET to your tenant secret');
const secret = new TextEncoder().encode(process.env.DH_TENANT_SECRET);

/** A connection URL for one of your users: valid ${minutes} minutes, opens one page. */
export async function connectionUrl(visitorId) {
  const token = await new SignJWT({ app: APP_ID })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(visitorId)
    .setIssuedAt()
    .setExpirationTime('${minutes}m')
    .setJti(randomUUID())
    .sign(secret);
  return \`\${PLATFORM}/collection/preview/\${APP_ID}?token=\${token}\`;
}

// In your web server, after your own login check, e.g. with Express:
//   app.get('/talk', async (req, res) => res.redirect(await connectionUrl(req.user.id)));
console.log(await connectionUrl('visitor-42'));
`;

/** The shell lines that sign a token with openssl: they end with $TOKEN set. */
export const shellSigning = (
  appId: string,
) => `# Your tenant secret, from the environment (never in a web page or an app).
: "\${DH_TENANT_SECRET:?set DH_TENANT_SECRET to your tenant secret}"
APP_ID='${appId}'
b64url() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
NOW=$(date +%s)
HEADER=$(printf '{"alg":"HS256","typ":"JWT"}' | b64url)
PAYLOAD=$(printf '{"app":"%s","sub":"visitor-42","iat":%d,"exp":%d,"jti":"%s"}' \\
  "$APP_ID" "$NOW" "$((NOW + ${VISITOR_TOKEN.recommendedLifetimeS}))" "$(openssl rand -hex 16)" | b64url)
SIG=$(printf '%s.%s' "$HEADER" "$PAYLOAD" | openssl dgst -sha256 -hmac "$DH_TENANT_SECRET" -binary | b64url)
TOKEN="$HEADER.$PAYLOAD.$SIG"`;

/** curl: sign with openssl, then open the connection URL or exchange the token for a ticket. */
export const curlExample = (origin: string, appId: string) => `${shellSigning(appId)}

# The connection URL: redirect your user to it, or open it in a browser or webview.
echo "${origin}/collection/preview/$APP_ID?token=$TOKEN"

# Or exchange the token for a ticket and the hosted page that carries it (apps, webviews).
curl -sS -X POST '${origin}/api/open/v1/ticket' \\
  -H 'content-type: application/json' -d "{\\"token\\":\\"$TOKEN\\"}"`;
