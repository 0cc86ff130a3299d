import { marketingPage } from '@/app/_pages/marketing-page';
import { IndustryPage } from '@/features/marketing/components/industry/IndustryPage';

const page = marketingPage('/industry', 'desktop', IndustryPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
