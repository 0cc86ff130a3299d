import { NotFoundContent } from '@/components/site/NotFoundContent';

// Rendered inside the mobile layout, which brings the mobile header and footer.
export default function MobileNotFound() {
  return <NotFoundContent homeHref="/mobile/index" />;
}
