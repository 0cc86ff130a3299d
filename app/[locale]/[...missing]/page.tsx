import { notFound } from 'next/navigation';

// The proxy rewrites unknown paths here; notFound() gives the desktop 404 page with HTTP status 404.
export default function Missing() {
  notFound();
}
