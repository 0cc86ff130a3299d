import { defineArea } from '@/lib/areas/area';

// Review of customers' portraits (issue 24): the back office's page and calls to approve or reject a portrait.
export const portraitsReviewArea = defineArea({
  name: 'portraits-review',
  routes: { operator: ['/operator/portraits'] },
});
