import { BackgroundStep } from '@/features/sessions/components/wizard/BackgroundStep';
import { wizardPage } from '../_parts/wizard-page';

const page = wizardPage('step2', BackgroundStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
