import { marketingPage } from '@/app/_pages/marketing-page';
import { PrivateIpPage } from '@/features/marketing/components/private-ip/PrivateIpPage';

const page = marketingPage('/privateIp', 'desktop', PrivateIpPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
