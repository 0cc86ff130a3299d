import { notificationsPage } from '@/app/_pages/notifications-page';

// The notifications on a phone (issue 23).
const page = notificationsPage('phone');
export const generateMetadata = page.generateMetadata;
export default page.Page;
