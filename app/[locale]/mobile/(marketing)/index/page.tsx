import { withCast } from '@/app/_pages/marketing-cast';
import { marketingPage } from '@/app/_pages/marketing-page';
import { MobileHomeContent } from '@/features/marketing/components/mobile-home/MobileHomeContent';

const page = marketingPage('/mobile/index', 'phone', withCast(MobileHomeContent, 'mobileHome'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
