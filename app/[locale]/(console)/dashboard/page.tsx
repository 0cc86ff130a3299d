import { consoleHomePage } from '@/app/_pages/console-home-page';

const page = consoleHomePage('desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
