import { buildYourOwnPage } from '@/app/_pages/build-your-own-page';

const page = buildYourOwnPage('phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
