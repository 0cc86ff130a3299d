import { communityListPage } from '@/app/_pages/community-pages';

const page = communityListPage('desktop');
export const { generateMetadata } = page;
export default page.Page;
