import { marketingPage } from '@/app/_pages/marketing-page';
import { LocalHumanContent } from '@/features/marketing/components/local/LocalHumanContent';

const page = marketingPage('/localHuman', 'phone', LocalHumanContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
