import { headers } from 'next/headers';

// A bare page rendered per request: the counterpart of the runtime page (/p/:sl), which reads the session.
export default async function Page() {
  const agent = (await headers()).get('user-agent') ?? '';
  return (
    <main>
      <h1>A bare dynamic page</h1>
      <p>Rendered for {agent.length} characters of user agent.</p>
    </main>
  );
}
