import { runtimePage } from '@/app/_pages/runtime-page';

const page = runtimePage('share', 'desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
