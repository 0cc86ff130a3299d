import { defineArea } from '@/lib/areas/area';

// Review of customers' portraits (issue 24): the back office's calls to approve or reject a portrait in review.
export const portraitsReviewArea = defineArea({
  name: 'portraits-review',
  routes: { operator: ['/operator/portraits'] },
});
