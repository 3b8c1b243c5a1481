// A page the server drew (server/ssr.ts) is on screen before any of the app's code is needed, so
// that code is fetched once the page has been painted instead of competing with it for a slow
// phone's connection. The server moved the page's script and preloads onto this element.
const boot = document.querySelector('script[data-entry]');
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(boot.dataset.entry);
  }),
);
