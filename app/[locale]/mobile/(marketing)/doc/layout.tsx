import { docsLayout } from '@/app/_pages/doc-pages';

export default docsLayout('phone');
