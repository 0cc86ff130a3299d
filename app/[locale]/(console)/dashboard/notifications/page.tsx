import { notificationsPage } from '@/app/_pages/notifications-page';

// Every notification of the signed-in user, and whether review outcomes are mailed too (issue 23).
const page = notificationsPage('desktop');
export const generateMetadata = page.generateMetadata;
export default page.Page;
