import { marketingPage } from '@/app/_pages/marketing-page';
import { SmallVideoPage } from '@/features/marketing/components/small-video/SmallVideoPage';

const page = marketingPage('/smallVideo', 'phone', SmallVideoPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
