/** A tag's page under /doc/api: `Billing and orders` → `billing-and-orders`. */
export const tagSlug = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
