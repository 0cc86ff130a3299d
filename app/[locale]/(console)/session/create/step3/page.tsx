import { VoiceStep } from '@/features/sessions/components/wizard/VoiceStep';
import { wizardPage } from '../_parts/wizard-page';

const page = wizardPage('step3', VoiceStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
