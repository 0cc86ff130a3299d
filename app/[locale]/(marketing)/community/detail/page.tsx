import { communityDetailPage } from '@/app/_pages/community-pages';

const page = communityDetailPage('desktop');
export const { generateMetadata } = page;
export default page.Page;
