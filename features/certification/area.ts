import { defineArea } from '@/lib/areas/area';

// Company certification (spec §3, §4): its form is a section of the account page (the accounts area's menu entry
// and page), its queue a page of the back office; it declares the back office's page.
export const certificationArea = defineArea({
  name: 'certification',
  routes: { operator: ['/operator/certifications'] },
});
