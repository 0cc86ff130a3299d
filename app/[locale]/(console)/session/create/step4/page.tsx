import { ConfigureStep } from '@/features/sessions/components/wizard/ConfigureStep';
import { wizardPage } from '../_parts/wizard-page';

const page = wizardPage('step4', ConfigureStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
