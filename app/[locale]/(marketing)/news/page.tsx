import { marketingPage } from '@/app/_pages/marketing-page';
import { NewsListPage } from '@/features/marketing/components/news/NewsListPage';

const page = marketingPage('/news', 'desktop', NewsListPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
