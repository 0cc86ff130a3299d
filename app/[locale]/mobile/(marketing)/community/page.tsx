import { communityListPage } from '@/app/_pages/community-pages';

const page = communityListPage('phone');
export const { generateMetadata } = page;
export default page.Page;
