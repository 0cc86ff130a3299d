import { CharacterStep } from '@/features/sessions/components/wizard/CharacterStep';
import { wizardPage } from '../_parts/wizard-page';

const page = wizardPage('step1', CharacterStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
