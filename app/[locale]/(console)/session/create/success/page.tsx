import { SuccessView } from '@/features/sessions/components/wizard/success/SuccessView';
import { wizardPage } from '../_parts/wizard-page';

const page = wizardPage('success', SuccessView, { checkLimits: false });
export const generateMetadata = page.generateMetadata;
export default page.Page;
