import { communityDetailPage } from '@/app/_pages/community-pages';

const page = communityDetailPage('phone');
export const { generateMetadata } = page;
export default page.Page;
