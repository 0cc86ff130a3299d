// The offline package's service worker: every file of the package is cached at install, so that the app opens
// again with no network. session.json is asked of the network first (a package unzipped over an older one brings
// a new session), the cache when there is none.
const CACHE = 'dh-offline-__BUILD__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.endsWith('/session.json')) {
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(event.request, copy));
          return response;
        })
        .catch(() => caches.match(event.request)),
    );
    return;
  }
  // The folder itself (`./`, however the server answers it) opens index.html.
  const cached =
    event.request.mode === 'navigate' && url.pathname.endsWith('/')
      ? caches.match('index.html')
      : caches.match(event.request, { ignoreSearch: true });
  event.respondWith(cached.then((hit) => hit ?? fetch(event.request)));
});
