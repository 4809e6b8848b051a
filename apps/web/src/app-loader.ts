/*
 * A page the gateway rendered (decision 0042) carries its styles and
 * markup; its app's modules are named on this script's element and asked
 * for once the document is parsed (a module script runs then), not while it
 * is: the preload scanner would start some 120 KB of scripts alongside the
 * page's own first image. The window's load event still waits for them.
 */
const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
const { entry, preload = '' } = loader?.dataset ?? {};

if (entry) {
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
}
