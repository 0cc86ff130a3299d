import { marketingPage } from '@/app/_pages/marketing-page';
import { DigitalHuman3Page } from '@/features/marketing/components/digital-human-3/DigitalHuman3Page';

const page = marketingPage('/mobile/digitalHuman3', 'phone', DigitalHuman3Page);
export const generateMetadata = page.generateMetadata;
export default page.Page;
