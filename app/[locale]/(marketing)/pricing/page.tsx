import { marketingPage } from '@/app/_pages/marketing-page';
import { PricingActivities } from '@/features/activities/components/PricingActivities';
import { PricingPage } from '@/features/marketing/components/pricing/PricingPage';
import type { Device } from '@/lib/routing/device';

// The price page with the running promotions under the plans (the activities area's list).
const WithPromotions = ({ device }: { device: Device }) => (
  <PricingPage device={device} promotions={<PricingActivities />} />
);

const page = marketingPage('/pricing', 'desktop', WithPromotions);
export const generateMetadata = page.generateMetadata;
export default page.Page;
