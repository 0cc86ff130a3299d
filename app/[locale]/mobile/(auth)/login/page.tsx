import { authPage } from '@/app/_pages/auth-page';

const page = authPage('login', 'phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
