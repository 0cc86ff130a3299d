import { marketingPage } from '@/app/_pages/marketing-page';
import { RetailPage } from '@/features/marketing/components/retail/RetailPage';

const page = marketingPage('/mobile/bankFitness', 'phone', RetailPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
