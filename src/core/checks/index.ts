/**
 * checks/: the checker of each kind of file (XML urlset, sitemap index and feed: xml.ts,
 * elements.ts, xml-faults.ts, feed.ts; text sitemap and robots.txt: textsitemap.ts), the value
 * rules (loc.ts, fields.ts, calendar.ts, iri.ts), the checks within one file (locset.ts), the
 * extension elements (extensions/), and the findings of a file (sink.ts, fold.ts).
 */
export { MAX_ATTRIBUTES, MAX_DEPTH, XmlChecker } from './xml.js';
export type { XmlCheckOptions } from './xml.js';
export { ElementChecker } from './elements.js';
export { documentFault } from './xml-faults.js';
export { FeedChecker } from './feed.js';
export { RobotsChecker, TextChecker } from './textsitemap.js';
export { FindingSink, MAX_FINDINGS_PER_FILE } from './sink.js';
