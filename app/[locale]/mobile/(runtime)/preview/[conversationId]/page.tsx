import { runtimePage } from '@/app/_pages/runtime-page';

const page = runtimePage('preview', 'phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
