import type { Page } from '@playwright/test';

/** The distinct texts a person sees on the page: every visible text node, trimmed (frames not included). */
export const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) texts.add(text);
    }
    return [...texts];
  });
