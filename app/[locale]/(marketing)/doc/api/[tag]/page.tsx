import { apiTagPage } from '@/app/_pages/doc-pages';

const page = apiTagPage('desktop');
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
