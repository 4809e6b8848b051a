/**
 * A browser over real HTTP for flows that leave the API: it keeps cookies
 * (by name, ignoring attributes), follows nothing by itself, and shows each
 * redirect so a test can check every hop.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async get(pathOrUrl: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(pathOrUrl, { method: 'GET', headers });
  }

  async postForm(pathOrUrl: string, form: Record<string, string>): Promise<Response> {
    return this.request(pathOrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Where a redirect points, resolved against the site. */
  locationOf(response: Response): string {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(location, this.origin).toString();
  }

  private async request(
    pathOrUrl: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) {
    const url = new URL(pathOrUrl, this.origin);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const isExpired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (value === '' || isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The named `<input>` values of an HTML form, as a browser would submit them (buttons aside). */
export const formFieldsOf = (html: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (name) fields[name] = decodeEntities(value);
  }
  return fields;
};

/** The `action` of the page's first form. */
export const formActionOf = (html: string): string | null =>
  /<form\b[^>]*\baction="([^"]*)"/i.exec(html)?.[1] ?? null;
