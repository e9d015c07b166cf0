/**
 * How a host serves the files of a built site (the `hosting` setting): which file a listed URL
 * path resolves to, and which URL paths the host answers with a redirect of its own (a trailing
 * slash added or removed, `.html` dropped). The behaviours, per host, as documented in
 * docs/site-checks.md ("Hosting"):
 *
 * - `static` (default): any server that maps paths to files. `/a/` serves `a/index.html`; `/a`
 *   serves `a`, `a.html` or `a/index.html`; no redirect is assumed.
 * - `github-pages`: `/a` serves `a` or `a.html`; `/a` with only `a/index.html` answers 301 to
 *   `/a/`; `/a/` serves `a/index.html` only (`a.html` is 404 there). Source: the measured table
 *   of https://github.com/slorber/trailing-slash-guide (GitHub does not document it).
 * - `netlify` (Pretty URLs, the default): as GitHub Pages for `/a`; `/a/` answers 301 to `/a`
 *   when `a.html` exists, else serves `a/index.html`. With `pretty_urls = false`
 *   (`[build.processing.html]` of netlify.toml) every form is served, as `static`. Source: the
 *   same table.
 * - `vercel`: `cleanUrls` and `trailingSlash` of vercel.json
 *   (https://vercel.com/docs/project-configuration/vercel-json): without `cleanUrls`, `/a` never
 *   serves `a.html`; with it, `/a` serves `a.html` and `/a.html`, `/a/index.html` answer 308 to
 *   `/a` (`/a/` with `trailingSlash: true`); `trailingSlash: true` answers 308 from `/a` to `/a/`
 *   (last segment without a dot), `false` from `/a/` to `/a`.
 * - `cloudflare-pages` (https://developers.cloudflare.com/pages/configuration/serving-pages/):
 *   `/a.html` answers 308 to `/a`, `/a/index.html` to `/a/`; `/a` serves `a.html`, and answers
 *   308 to `/a/` when only `a/index.html` exists; `/a/` serves `a/index.html`, else answers 308
 *   to `/a` when `a.html` exists.
 */

/** The accepted values of `hosting`. */
export const HOSTINGS = Object.freeze(['static', 'github-pages', 'netlify', 'vercel', 'cloudflare-pages'] as const);

/** A value of the `hosting` setting. */
export type Hosting = (typeof HOSTINGS)[number];

/** The host's settings read from its config files in `site-dir` (./redirect-files.ts). */
export interface HostSettings {
  hosting: Hosting;
  /** Netlify's Pretty URLs (`[build.processing.html] pretty_urls`); default true. */
  prettyUrls?: boolean;
  /** vercel.json `cleanUrls`; default false. */
  cleanUrls?: boolean;
  /** vercel.json `trailingSlash`; default undefined (no redirect either way). */
  trailingSlash?: boolean;
}

/** A URL path below base-url: decoded segments, and whether it ends in `/`. */
export interface PagePath {
  segments: readonly string[];
  directory: boolean;
}

/** What the host answers for a URL path. */
export type PageOutcome =
  | { kind: 'page' }
  /** The host's own redirect, to a path that serves a page. `why` says what it does, for the message. */
  | { kind: 'redirect'; status: number; to: PagePath; why: string }
  /** No file serves it: the paths looked at (as `lookup` named them). */
  | { kind: 'missing'; tried: string[] };

/** Looks up the regular file at `segments`: true when it exists, else the path shown as looked at. */
export type FileLookup = (segments: readonly string[]) => Promise<true | string>;

/** The URL path of `p` below base-url, as a message shows it (`/a/`, `/a`, `/`). */
export function shownPath(p: PagePath): string {
  return `/${p.segments.join('/')}${p.directory && p.segments.length > 0 ? '/' : ''}`;
}

/**
 * What `settings.hosting` answers for the URL path `p`, given the files of the build (`lookup`).
 * Never throws (lookup must not either).
 */
export async function resolvePage(settings: HostSettings, p: PagePath, lookup: FileLookup): Promise<PageOutcome> {
  const s = p.segments;
  const tried: string[] = [];
  const index = [...s, 'index.html'];
  const last = s[s.length - 1] ?? '';
  const html = s.length === 0 ? [] : [...s.slice(0, -1), `${last}.html`];
  const has = async (segments: readonly string[]): Promise<boolean> => {
    // `a.html` is never looked for as `a.html.html` (nor named among the files tried).
    if (segments === html && /\.html?$/i.test(last)) return false;
    const r = await lookup(segments);
    if (r === true) return true;
    tried.push(r);
    return false;
  };
  const missing = (): PageOutcome => ({ kind: 'missing', tried });
  // The root is served from index.html by every host.
  if (s.length === 0) return (await has(index)) ? { kind: 'page' } : missing();
  const slash = (status: number, why: string): PageOutcome => ({ kind: 'redirect', status, to: { segments: s, directory: true }, why });
  const noSlash = (status: number, why: string): PageOutcome => ({ kind: 'redirect', status, to: { segments: s, directory: false }, why });
  let hosting = settings.hosting;
  if (hosting === 'netlify' && settings.prettyUrls === false) hosting = 'static';
  switch (hosting) {
    case 'static':
      if (p.directory) return (await has(index)) ? { kind: 'page' } : missing();
      return (await has(s)) || (await has(html)) || (await has(index)) ? { kind: 'page' } : missing();
    case 'github-pages':
    case 'netlify': {
      const name = hosting === 'netlify' ? 'Netlify' : 'GitHub Pages';
      if (p.directory) {
        if (hosting === 'netlify' && (await has(html))) return noSlash(301, `${name} serves ${html.join('/')} at the URL without the trailing slash and redirects this one there`);
        return (await has(index)) ? { kind: 'page' } : missing();
      }
      if ((await has(s)) || (await has(html))) return { kind: 'page' };
      if (await has(index)) return slash(301, `${name} serves ${index.join('/')} only at the URL with a trailing slash and redirects this one there`);
      return missing();
    }
    case 'cloudflare-pages': {
      const name = 'Cloudflare Pages';
      if (p.directory) {
        if (await has(index)) return { kind: 'page' };
        if (await has(html)) return noSlash(308, `${name} serves ${html.join('/')} at the URL without the trailing slash and redirects this one there`);
        return missing();
      }
      if (last.endsWith('.html') && last.length > 5 && (await has(s))) {
        const to: PagePath = last === 'index.html' ? { segments: s.slice(0, -1), directory: true } : { segments: [...s.slice(0, -1), last.slice(0, -5)], directory: false };
        return { kind: 'redirect', status: 308, to, why: `${name} serves HTML files without the .html${last === 'index.html' ? ' and index.html' : ''} in the URL and redirects this one` };
      }
      if ((await has(s)) || (await has(html))) return { kind: 'page' };
      if (await has(index)) return slash(308, `${name} serves ${index.join('/')} only at the URL with a trailing slash and redirects this one there`);
      return missing();
    }
    case 'vercel':
      return vercel(settings, p, has, missing);
  }
}

/** Vercel: cleanUrls, then trailingSlash, then the file served (see the module comment). */
async function vercel(settings: HostSettings, p: PagePath, has: (s: readonly string[]) => Promise<boolean>, missing: () => PageOutcome): Promise<PageOutcome> {
  const clean = settings.cleanUrls === true;
  const trailing = settings.trailingSlash;
  const s = p.segments;
  const last = s[s.length - 1]!;
  const serves = async (segments: readonly string[], directory: boolean): Promise<boolean> => {
    if (segments.length === 0) return has(['index.html']);
    const name = segments[segments.length - 1]!;
    const html = [...segments.slice(0, -1), `${name}.html`];
    if (directory) return (await has([...segments, 'index.html'])) || (clean && trailing === true && (await has(html)));
    if (!(clean && name.endsWith('.html')) && (await has(segments))) return true;
    return (await has([...segments, 'index.html'])) || (clean && (await has(html)));
  };
  if (clean && !p.directory && last.endsWith('.html') && last.length > 5 && (await has(s))) {
    const bare = last === 'index.html' ? s.slice(0, -1) : [...s.slice(0, -1), last.slice(0, -5)];
    const to: PagePath = { segments: bare, directory: trailing === true || bare.length === 0 };
    return { kind: 'redirect', status: 308, to, why: 'with cleanUrls, Vercel serves HTML files without the .html in the URL and redirects this one' };
  }
  if (trailing === true && !p.directory && !last.includes('.')) {
    if (await serves(s, true)) return { kind: 'redirect', status: 308, to: { segments: s, directory: true }, why: 'with trailingSlash: true, Vercel redirects every page URL without a trailing slash' };
    return missing();
  }
  if (trailing === false && p.directory) {
    if (await serves(s, false)) return { kind: 'redirect', status: 308, to: { segments: s, directory: false }, why: 'with trailingSlash: false, Vercel redirects every URL with a trailing slash' };
    return missing();
  }
  return (await serves(s, p.directory)) ? { kind: 'page' } : missing();
}
