import { withCast } from '@/app/_pages/marketing-cast';
import { marketingPage } from '@/app/_pages/marketing-page';
import { WhatIsPage } from '@/features/marketing/components/what-is/WhatIsPage';

const page = marketingPage('/digitalHuman/what-is-digital-human', 'phone', withCast(WhatIsPage, 'whatIs'));
export const generateMetadata = page.generateMetadata;
export default page.Page;
