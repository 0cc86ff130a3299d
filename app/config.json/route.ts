// GET /config.json – the start-up configuration the browser loads (spec §1): lib/config/defaults.json with the
// environment's overrides, so a deployment changes it without a rebuild.
import { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/config/server-config';

export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.json(serverConfig(), { headers: { 'Cache-Control': 'no-cache' } });
}
