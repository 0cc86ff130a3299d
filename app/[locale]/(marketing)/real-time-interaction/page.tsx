import { withCast } from '@/app/_pages/marketing-cast';
import { marketingPage } from '@/app/_pages/marketing-page';
import { RealtimePage } from '@/features/marketing/components/realtime/RealtimePage';

const page = marketingPage('/real-time-interaction', 'desktop', withCast(RealtimePage, 'realtime'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
