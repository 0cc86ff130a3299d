import { newsArticlePage } from '@/app/_pages/news-article-page';

const page = newsArticlePage('phone');
export const { generateStaticParams, generateMetadata } = page;
export default page.Page;
// One page per article file, built ahead; any other slug is a 404.
export const dynamicParams = false;
