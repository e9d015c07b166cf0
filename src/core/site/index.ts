/**
 * site/: the checks across files and of the built site: the store of every loc (locplaces.ts),
 * duplicates, index children and hreflang clusters (site.ts), robots.txt rules per URL (robots-
 * match.ts), pages and their heads (pages.ts, site-pages.ts, site-fs.ts, site-url.ts), the host's
 * redirect rules (hosting.ts, redirect-files.ts), and the comparison with the base build
 * (compare.ts).
 */
export { loadPageChecks, RUN_LIMITS, SiteChecks } from './site.js';
export { compareStores, UrlStore } from './compare.js';
export type { ComparedUrl, SiteComparison } from './compare.js';
