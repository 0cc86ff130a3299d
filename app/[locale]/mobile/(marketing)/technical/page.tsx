import { marketingPage } from '@/app/_pages/marketing-page';
import { TechnicalPage } from '@/features/marketing/components/technical/TechnicalPage';

const page = marketingPage('/technical', 'phone', TechnicalPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
