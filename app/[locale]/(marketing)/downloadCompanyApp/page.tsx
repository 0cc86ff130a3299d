import { marketingPage } from '@/app/_pages/marketing-page';
import { CompanionContent } from '@/features/marketing/components/companion/CompanionContent';

const page = marketingPage('/downloadCompanyApp', 'desktop', CompanionContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
