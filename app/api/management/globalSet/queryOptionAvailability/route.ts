import { optionAvailabilityEndpoint } from '@/features/sessions/endpoints';
import { optionAvailabilityDto } from '@/features/sessions/contract';
import { optionAvailability } from '@/features/sessions/server/defaults/availability';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/globalSet/queryOptionAvailability – which operator-provided options a session may choose, and why not
export const GET = apiRoute(optionAvailabilityEndpoint, async () =>
  optionAvailabilityDto.parse(optionAvailability()),
);
