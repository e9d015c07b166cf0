/**
 * The namespaces of the known extensions, and the near misses that were meant for them. Only the
 * namespace URI decides what an element is; its prefix never matters.
 */
import { RecentAnswers } from '../recent.js';
import { trimEndOf } from '../../text.js';
import type { Family } from './model.js';

export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The namespace of each family. */
export const FAMILY_NS: Readonly<Record<Family, string>> = { image: IMAGE_NS, video: VIDEO_NS, news: NEWS_NS, xhtml: XHTML_NS };

/** What a namespace URI means for the extension checks. */
export interface NamespaceMatch {
  family: Family;
  /** False for a near miss (another scheme, case, version, host, a trailing slash). */
  exact: boolean;
}

const EXACT: ReadonlyMap<string, NamespaceMatch> = new Map<string, NamespaceMatch>([
  [IMAGE_NS, { family: 'image', exact: true }],
  [VIDEO_NS, { family: 'video', exact: true }],
  [NEWS_NS, { family: 'news', exact: true }],
  [XHTML_NS, { family: 'xhtml', exact: true }],
]);

const NEAR: Readonly<Record<Family, NamespaceMatch>> = {
  image: { family: 'image', exact: false },
  video: { family: 'video', exact: false },
  news: { family: 'news', exact: false },
  xhtml: { family: 'xhtml', exact: false },
};

/** Google's extension schemas under google.com or sitemaps.org, any version. */
const GOOGLE_NEAR = /^(?:google\.com|sitemaps\.org)\/schemas\/sitemap-(image|video|news)(?:\/[^/]*)?$/;

const nearCache = new Map<string, NamespaceMatch | undefined>();

function nearMiss(uri: string): NamespaceMatch | undefined {
  if (uri.length > 200) return undefined;
  const u = trimEndOf(
    uri
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, ''),
    '/',
  );
  const m = GOOGLE_NEAR.exec(u);
  if (m) return NEAR[m[1] as Family];
  // The XHTML namespace, or another W3C address of XHTML (a schema or DTD document such as
  // http://www.w3.org/TR/xhtml11/xhtml11_schema.html), which names no namespace.
  if (u === 'w3.org/1999/xhtml' || (u.startsWith('w3.org/') && u.includes('xhtml'))) return NEAR.xhtml;
  return undefined;
}

/**
 * The family of a namespace URI: exact for the four known namespaces, a near miss for URIs that
 * were evidently meant for one of them (`https://`, upper case, `www.` missing, a trailing
 * slash, another version such as sitemap-video/1.0, sitemaps.org instead of google.com, a W3C
 * address of an XHTML schema or DTD instead of the XHTML namespace);
 * undefined for any other namespace (accepted without judgement).
 */
export function familyOf(uri: string): NamespaceMatch | undefined {
  // A document names the same few namespaces on every element, as the same string objects: the
  // last answers are reused after a comparison or two.
  return recentUris.get(uri, lookup);
}

const recentUris = new RecentAnswers<NamespaceMatch | undefined>(4);

function lookup(uri: string): NamespaceMatch | undefined {
  const exact = EXACT.get(uri);
  if (exact) return exact;
  if (nearCache.has(uri)) return nearCache.get(uri);
  const near = nearMiss(uri);
  if (nearCache.size < 256) nearCache.set(uri, near);
  return near;
}
