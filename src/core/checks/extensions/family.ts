/**
 * The known extension families: image, video and news sitemaps (Google Search Central) and the
 * xhtml:link alternates of localized versions. A module of its own, with no import, so that the
 * public types of the library that name a family do not pull in the parser's types.
 */
export type Family = 'image' | 'video' | 'news' | 'xhtml';
