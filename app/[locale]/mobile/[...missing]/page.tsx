import { notFound } from 'next/navigation';

// The proxy rewrites unknown paths on phones here; notFound() gives the mobile 404 page with HTTP status 404.
export default function MobileMissing() {
  notFound();
}
