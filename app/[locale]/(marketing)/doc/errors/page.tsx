import { marketingPage } from '@/app/_pages/marketing-page';
import { ErrorCodesContent } from '@/features/docs/reference/components/ErrorCodesContent';

const page = marketingPage('/doc/errors', 'desktop', ErrorCodesContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
