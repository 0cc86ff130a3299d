import { marketingPage } from '@/app/_pages/marketing-page';
import { SubscriptionsPage } from '@/features/marketing/components/subscriptions/SubscriptionsPage';

const page = marketingPage('/subscriptions', 'phone', SubscriptionsPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
