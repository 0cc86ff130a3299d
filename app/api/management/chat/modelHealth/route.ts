import { modelHealthEndpoint } from '@/features/runtime/endpoints';
import { modelHealth } from '@/features/runtime/server/health/model-failures';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/chat/modelHealth – how the large models answered the corporation's visitors lately
export const GET = apiRoute(modelHealthEndpoint, ({ db, identity }) => modelHealth(db, identity.corpId));
