import { docsHomePage } from '@/app/_pages/doc-pages';

const page = docsHomePage('phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
