import { createRoot } from 'react-dom/client';
import { offlineSessionSchema, PACKAGE_FILES } from '@/features/offline/package/contents';
import { App } from './App';
import { MESSAGES } from './messages';

// The package's entry: register the service worker (so the package opens again with no network), read
// session.json, and run the app on it.

const root = createRoot(document.getElementById('root')!);
const started = performance.now();

if ('serviceWorker' in navigator && location.protocol !== 'file:')
  void navigator.serviceWorker.register(PACKAGE_FILES.serviceWorker).catch(() => undefined);

async function boot() {
  const raw: unknown = await fetch(PACKAGE_FILES.session).then((response) => response.json());
  const parsed = offlineSessionSchema.safeParse(raw);
  if (!parsed.success) {
    const language = (raw as { language?: keyof typeof MESSAGES } | null)?.language;
    root.render(
      <p className="center">{MESSAGES[language && language in MESSAGES ? language : 'zh'].badPackage}</p>,
    );
    return;
  }
  document.documentElement.lang = parsed.data.language;
  document.title = parsed.data.name;
  root.render(<App session={parsed.data} />);
  requestAnimationFrame(() => {
    document.documentElement.dataset.startedMs = String(Math.round(performance.now() - started));
  });
}

void boot().catch(() => root.render(<p className="center">{MESSAGES.zh.badPackage}</p>));
