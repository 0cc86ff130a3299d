import { authPage } from '@/app/_pages/auth-page';

const page = authPage('reset', 'desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
