import { ApiCode } from '@/lib/contract/codes';
import { apiNotFoundEndpoint } from '@/lib/contract/platform-endpoints';
import { ApiFailure } from '@/lib/server/http/failure';
import { apiRoute } from '@/lib/server/http/route';

// ANY /api/<a path no route has> – the API's 404 envelope with its headers, not the site's HTML 404 page: an API
// client reads JSON, and a mistyped or malformed path (scripts/serve.mjs) is answered like any other failure
const notFound = apiRoute(apiNotFoundEndpoint, () => {
  throw new ApiFailure(ApiCode.notFound, 'notFound');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
