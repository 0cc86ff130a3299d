import { sdkGuidePage } from '@/app/_pages/sdk-guide-page';

// The SDK guide (issue 13 §3): snippets, a live sample and the API reference.
const page = sdkGuidePage('desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
