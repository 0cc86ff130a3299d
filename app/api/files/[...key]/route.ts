import { getDb } from '@/lib/server/db/client';
import { publicFileResponse } from '@/lib/server/storage/public-file';

// GET /api/files/<key> – an uploaded file's bytes (public: share links show backgrounds to visitors)
export async function GET(_request: Request, { params }: RouteContext<'/api/files/[...key]'>) {
  const { key } = await params;
  return publicFileResponse(await getDb(), key.join('/'));
}
