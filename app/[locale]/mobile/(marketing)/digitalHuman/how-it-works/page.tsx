import { marketingPage } from '@/app/_pages/marketing-page';
import { HowItWorksPage } from '@/features/marketing/components/how-it-works/HowItWorksPage';

const page = marketingPage('/mobile/digitalHuman/how-it-works', 'phone', HowItWorksPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
