import { authPage } from '@/app/_pages/auth-page';

const page = authPage('register', 'desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
