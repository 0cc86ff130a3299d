import { sdkGuidePage } from '@/app/_pages/sdk-guide-page';

// The SDK guide on a phone: copy the snippets, read the reference.
const page = sdkGuidePage('phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
