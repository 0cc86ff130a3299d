// GET /logo.png – the brand mark as a PNG for structured data, drawn once at build time
import { renderLogo } from '@/lib/seo/og-image';

export const dynamic = 'force-static';

export function GET() {
  return renderLogo(512);
}
