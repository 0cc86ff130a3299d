import { marketingPage } from '@/app/_pages/marketing-page';
import { ContactContent } from '@/features/marketing/components/contact/ContactContent';

const page = marketingPage('/contactUs', 'phone', ContactContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
