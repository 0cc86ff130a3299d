import { docGuidePage } from '@/app/_pages/doc-pages';

const page = docGuidePage('phone');
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
// One page per guide file, built ahead; any other slug is a 404.
export const dynamicParams = false;
