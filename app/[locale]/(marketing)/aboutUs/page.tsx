import { marketingPage } from '@/app/_pages/marketing-page';
import { AboutContent } from '@/features/marketing/components/about/AboutContent';

const page = marketingPage('/aboutUs', 'desktop', AboutContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
