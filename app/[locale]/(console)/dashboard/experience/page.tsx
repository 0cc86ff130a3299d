import { experiencePage } from '@/app/_pages/experience-page';

const page = experiencePage('desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
