import { marketingPage } from '@/app/_pages/marketing-page';
import { ApiReferenceContent } from '@/features/docs/reference/components/ApiReferenceContent';

const page = marketingPage('/doc/api', 'phone', ApiReferenceContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
