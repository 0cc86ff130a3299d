import { withCast } from '@/app/_pages/marketing-cast';
import { marketingPage } from '@/app/_pages/marketing-page';
import { IndustryPage } from '@/features/marketing/components/industry/IndustryPage';

const page = marketingPage('/industry', 'phone', withCast(IndustryPage, 'industry'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
