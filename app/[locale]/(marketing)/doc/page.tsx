import { docsHomePage } from '@/app/_pages/doc-pages';

const page = docsHomePage('desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
