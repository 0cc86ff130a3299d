import { notFoundPage } from '@/app/_pages/not-found-page';

const page = notFoundPage('phone');
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
// Only the 404 page itself is built; the proxy sends every unknown path there.
export const dynamicParams = false;
