import { FastCreate } from '@/features/sessions/components/wizard/FastCreate';
import { wizardPage } from '../../session/create/_parts/wizard-page';

const page = wizardPage('fastCreate', FastCreate);
export const generateMetadata = page.generateMetadata;
export default page.Page;
