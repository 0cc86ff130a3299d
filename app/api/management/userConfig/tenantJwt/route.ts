import { tenantJwtEndpoint } from '@/features/deploy/endpoints/tenant';
import { tenantJwtSettings } from '@/features/deploy/server/tenant/secret';
import { apiRoute } from '@/lib/server/http/route';
import { requestSite } from '@/lib/seo/request-site';

// GET /api/management/userConfig/tenantJwt – the tenant JWT settings (spec userConfig/query): hint, never the secret
export const GET = apiRoute(tenantJwtEndpoint, ({ db, identity, request }) =>
  tenantJwtSettings(db, identity.corpId, requestSite(request.headers).origin),
);
