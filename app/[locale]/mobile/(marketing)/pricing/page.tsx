import { marketingPage } from '@/app/_pages/marketing-page';
import { PricingPage } from '@/features/marketing/components/pricing/PricingPage';

const page = marketingPage('/pricing', 'phone', PricingPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
