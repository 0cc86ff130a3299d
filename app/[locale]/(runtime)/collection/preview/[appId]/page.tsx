import { runtimePage } from '@/app/_pages/runtime-page';

// An application's hosted page (spec §2 collection area): the same page on every device, never redirected.
const page = runtimePage('app', 'desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
