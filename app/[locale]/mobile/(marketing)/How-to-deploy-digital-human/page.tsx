import { marketingPage } from '@/app/_pages/marketing-page';
import { DeployPage } from '@/features/marketing/components/deploy/DeployPage';

const page = marketingPage('/How-to-deploy-digital-human', 'phone', DeployPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
