import { marketingPage } from '@/app/_pages/marketing-page';
import { EducationPage } from '@/features/marketing/components/education/EducationPage';

const page = marketingPage('/mobile/education', 'phone', EducationPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
