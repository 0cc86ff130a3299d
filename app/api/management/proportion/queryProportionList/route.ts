import { proportionListEndpoint } from '@/features/catalogue/endpoints';
import { proportionList } from '@/features/catalogue/server/proportions';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/management/proportion/queryProportionList – the picture ratios, 16:9 the default
export const GET = apiRoute(proportionListEndpoint, async () => proportionList());
