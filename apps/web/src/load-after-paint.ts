/*
 * A page the gateway rendered (decision 0042) loads its app after its first
 * paint: on a slow link the page's own bytes (markup, styles, its first
 * image) arrive first, and the app's modules, which only make the page
 * interactive, follow. The gateway names them on this script's element.
 */
const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');

const appendModule = (): void => {
  const { entry, preload = '' } = loader?.dataset ?? {};
  if (!entry) return;
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
};

let isLoading = false;
const load = (): void => {
  if (isLoading) return;
  isLoading = true;
  appendModule();
};

// After the next frame is drawn; a tab in the background draws none, so it loads at once.
if (document.visibilityState === 'hidden') load();
else requestAnimationFrame(() => setTimeout(load, 0));
document.addEventListener('visibilitychange', load, { once: true });
