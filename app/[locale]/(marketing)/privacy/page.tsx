import { marketingPage } from '@/app/_pages/marketing-page';
import { PrivacyContent } from '@/features/marketing/components/privacy/PrivacyContent';

const page = marketingPage('/privacy', 'desktop', PrivacyContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
