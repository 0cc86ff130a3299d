import Link from 'next/link';

// Reached only by requests that bypass the proxy; every page request gets a localized 404 from app/[locale].
export default function GlobalNotFound() {
  return (
    <html lang="zh">
      <body>
        <main style={{ fontFamily: 'sans-serif', padding: '4rem', textAlign: 'center' }}>
          <h1>404</h1>
          <p>页面不存在 · Page not found</p>
          <Link href="/">首页 · Home</Link>
        </main>
      </body>
    </html>
  );
}
