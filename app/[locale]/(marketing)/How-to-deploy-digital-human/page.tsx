import { withCast } from '@/app/_pages/marketing-cast';
import { marketingPage } from '@/app/_pages/marketing-page';
import { DeployPage } from '@/features/marketing/components/deploy/DeployPage';

const page = marketingPage('/How-to-deploy-digital-human', 'desktop', withCast(DeployPage, 'deploy'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
