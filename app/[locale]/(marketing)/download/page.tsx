import { marketingPage } from '@/app/_pages/marketing-page';
import { DownloadContent } from '@/features/marketing/components/download/DownloadContent';

const page = marketingPage('/download', 'desktop', DownloadContent);
export const generateMetadata = page.generateMetadata;
export default page.Page;
