import { marketingPage } from '@/app/_pages/marketing-page';
import { TechnicalPage } from '@/features/marketing/components/technical/TechnicalPage';

const page = marketingPage('/technical', 'desktop', TechnicalPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
