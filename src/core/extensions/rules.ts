/**
 * Rule definitions of the extension families (image, video, news, hreflang alternates) and of
 * the checks common to every known extension namespace. Joined to the catalog in ../rules.ts.
 *
 * Every rule here is `off` in `strict`: that profile refuses extension elements altogether
 * (`extension-element`), so their contents are never judged.
 *
 * This module must stay free of runtime imports: the README generator loads it on its own.
 */
import type { RuleDefinition } from '../rules.js';
import type { Profile, SeverityOrOff } from '../types.js';

const sev = (protocol: SeverityOrOff, google: SeverityOrOff): Record<Profile, SeverityOrOff> => ({ protocol, google, strict: 'off' });

const IMAGE_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps';
const IMAGE_XSD = 'http://www.google.com/schemas/sitemap-image/1.1/sitemap-image.xsd';
const VIDEO_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps';
const VIDEO_XSD = 'http://www.google.com/schemas/sitemap-video/1.1/sitemap-video.xsd';
const NEWS_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap';
const NEWS_XSD = 'http://www.google.com/schemas/sitemap-news/0.9/sitemap-news.xsd';
const HREFLANG_DOC = 'https://developers.google.com/search/docs/specialty/international/localized-versions';
const DEPRECATIONS = 'https://developers.google.com/search/blog/2022/05/spring-cleaning-sitemap-extensions';
const BCP47 = 'https://www.rfc-editor.org/rfc/rfc5646';

/** Extension rules, in catalog order (frozen; ../rules.ts freezes each definition with the catalog). */
export const EXTENSION_RULES: readonly RuleDefinition[] = Object.freeze([
  // Common to the known extension namespaces
  {
    id: 'extension-placement', area: 'extension', severity: sev('error', 'error'),
    description: 'An element of a known extension namespace where its schema does not allow it: an `image:image` inside another, an `image:loc` directly in `url`, a `video:title` inside `news:news`, any element inside a text-only field; or an element of the image, video or news schemas or an `xhtml:link` outside any `url` (directly in `urlset` before, between or after the entries, in a sitemap index, or inside an element of another namespace there), where it describes no page and Google ignores it (its contents are then not judged).',
    source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD}); Google Search Central (${IMAGE_DOC}, ${VIDEO_DOC}, ${NEWS_DOC}, ${HREFLANG_DOC}: the tags go in a url)`,
    example: '`<image:image><image:image>...</image:image></image:image>`',
  },
  {
    id: 'extension-unknown-element', area: 'extension', severity: sev('warning', 'warning'),
    description: 'An element of the image, video, news or xhtml namespace that its schema does not define (often a typo or wrong case); search engines ignore it.',
    source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
    example: '`<image:image><image:url>...</image:url></image:image>`',
  },
  {
    id: 'extension-duplicate', area: 'extension', severity: sev('error', 'error'),
    description: 'A child that its schema allows once appears twice (two `image:loc` in one image, two `video:title`, two `news:news` in one `url`, a second `video:restriction`...).',
    source: `extension XSDs; Google Search Central (${NEWS_DOC}: one news:news per url)`,
    example: '`<video:video><video:title>A</video:title><video:title>B</video:title>...`',
  },
  {
    id: 'extension-order', area: 'extension', severity: sev('error', 'warning'),
    description: 'Children of `video:video`, `news:news` or `news:publication` not in the order their XSD sequence fixes (Google does not mind; a schema validator does); once per element. The `video:video` fields after `publication_date` (`tag`, `family_friendly`, `restriction`, `requires_subscription`, `uploader`, `platform`, `live`...) are not checked among themselves. Children Google no longer reads (`image-deprecated`, `video-deprecated`, `news-deprecated`: every child of `image:image` but `image:loc`) are left out of the comparison: their own finding says to remove them.',
    source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
    example: '`<video:video><video:title>...</video:title><video:thumbnail_loc>...`',
  },
  {
    id: 'extension-text', area: 'extension', severity: sev('error', 'error'),
    description: 'Text other than whitespace directly inside an extension element that holds only elements (`image:image`, `video:video`, `news:news`, `news:publication`, `xhtml:link`).',
    source: `extension XSDs, element-only content (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
    example: '`<image:image>photo<image:loc>...</image:loc></image:image>`',
  },
  {
    id: 'extension-attribute', area: 'extension', severity: sev('warning', 'warning'),
    description: 'An attribute that the schema does not define on a known extension element; it is ignored.',
    source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
    example: '`<image:loc width="300">...</image:loc>`',
  },
  // Image
  {
    id: 'image-loc-missing', area: 'image', severity: sev('error', 'error'),
    description: 'An `image:image` without `image:loc`.',
    source: `Google Search Central: image sitemaps (${IMAGE_DOC}); ${IMAGE_XSD}`,
    example: '`<image:image><image:caption>Logo</image:caption></image:image>`',
  },
  {
    id: 'image-loc-invalid', area: 'image', severity: sev('error', 'error'),
    description: 'An `image:loc` that is empty or not an absolute http(s) URL: relative, another scheme, or not an RFC 3986 URI as `loc-invalid` judges a loc (spaces, characters such as `<>"{}|\\^`, `[`/`]` outside an IP literal, a second `#`, malformed `%` escapes, a bad IP literal or port).',
    source: `Google Search Central: image sitemaps (${IMAGE_DOC}); RFC 3986`,
    example: '`<image:loc>/images/logo.png</image:loc>`',
  },
  {
    id: 'image-count', area: 'image', severity: sev('error', 'error'),
    description: 'More than 1,000 `image:image` elements in one `url` (reported at the 1,001st).',
    source: `Google Search Central: image sitemaps (${IMAGE_DOC}: up to 1,000 images per page)`,
    example: 'a `<url>` with 1,001 `<image:image>`',
  },
  {
    id: 'image-deprecated', area: 'image', severity: sev('warning', 'warning'),
    description: '`image:caption`, `image:title`, `image:geo_location` or `image:license`, which Google deprecated in 2022 and no longer reads. Reported once per file for each element, at the first, with the number of them.',
    source: `Google Search Central blog, May 2022 (${DEPRECATIONS})`,
    example: '`<image:caption>Our logo</image:caption>`',
  },
  // Video
  {
    id: 'video-required', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:video` without `video:thumbnail_loc`, `video:title` or `video:description`, or with neither `video:content_loc` nor `video:player_loc`.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; Search Console "Missing video title"`,
    example: '`<video:video><video:thumbnail_loc>...</video:thumbnail_loc><video:description>...</video:description><video:player_loc>...</video:player_loc></video:video>` (no title)',
  },
  {
    id: 'video-value', area: 'video', severity: sev('error', 'error'),
    description: 'A video field with a value its format does not allow: an empty `video:title`, `video:description` or `video:tag`, a `video:view_count` that is not a whole number. An override of `video-value` also sets `video-duration`, `video-rating`, `video-description-length`, `video-date`, `video-restriction`, `video-yes-no` and `video-tag-count` unless the overrides name them.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; Search Console "Invalid attribute value"`,
    example: '`<video:view_count>12k</video:view_count>`',
    covers: ['video-duration', 'video-rating', 'video-description-length', 'video-date', 'video-restriction', 'video-yes-no', 'video-tag-count'],
  },
  {
    id: 'video-url', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:thumbnail_loc`, `video:content_loc` or `video:player_loc` that is empty or not an absolute http, https or ftp URL (Google fetches video files over HTTP or FTP, not streaming protocols), or not an RFC 3986 URI as `loc-invalid` judges a loc.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); RFC 3986`,
    example: '`<video:thumbnail_loc>thumbs/123.jpg</video:thumbnail_loc>`',
  },
  {
    id: 'video-loc-same-as-page', area: 'video', severity: sev('off', 'warning'),
    description: 'A `video:content_loc` or `video:player_loc` equal to the page\'s own `loc` (the same URL, also when spelt with another case of scheme or host, the default port or an empty path); it must point at the video file or the player.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "must not be the same as the <loc> URL")`,
    example: '`<loc>https://example.org/v</loc>...<video:player_loc>https://example.org/v</video:player_loc>`',
  },
  {
    id: 'video-title-length', area: 'video', severity: sev('warning', 'warning'),
    description: 'A `video:title` longer than 100 characters.',
    source: `${VIDEO_XSD} (title: at most 100 characters; Google's current reference gives no title limit)`,
    example: 'a `<video:title>` of 120 characters',
  },
  {
    id: 'video-description-length', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:description` longer than 2,048 characters.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "Maximum 2048 characters"); ${VIDEO_XSD}`,
    example: 'a `<video:description>` of 2,100 characters',
  },
  {
    id: 'video-duration', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:duration` that is not a whole number of seconds from 1 to 28,800 (8 hours).',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
    example: '`<video:duration>1e309</video:duration>`, `<video:duration>PT10M</video:duration>`',
  },
  {
    id: 'video-rating', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:rating` that is not a number from 0.0 to 5.0.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
    example: '`<video:rating>4,5</video:rating>`, `<video:rating>9</video:rating>`',
  },
  {
    id: 'video-date', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:publication_date` or `video:expiration_date` that is not a W3C Datetime with at least a full date (YYYY-MM-DD, or a date and time with a time zone), calendar-checked.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); W3C Datetime (https://www.w3.org/TR/NOTE-datetime)`,
    example: '`<video:publication_date>2024-02-30</video:publication_date>`',
  },
  {
    id: 'video-expired', area: 'video', severity: sev('off', 'notice'),
    description: 'A `video:expiration_date` at or before the run\'s clock: Google no longer shows the video. A date alone (YYYY-MM-DD) counts as the end of that day in the latest time zone (UTC−12): the video is available through that day.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC})`,
    example: '`<video:expiration_date>2009-11-05T19:20:30+08:00</video:expiration_date>`',
  },
  {
    id: 'video-tag-count', area: 'video', severity: sev('error', 'error'),
    description: 'More than 32 `video:tag` elements in one `video:video` (reported at the 33rd).',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}: at most 32 tags); ${VIDEO_XSD}`,
    example: 'a `<video:video>` with 33 `<video:tag>`',
  },
  {
    id: 'video-yes-no', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:family_friendly`, `video:requires_subscription` or `video:live` that is not yes or no.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD} (tYesNo)`,
    example: '`<video:live>false</video:live>`',
  },
  {
    id: 'video-yes-no-case', area: 'video', severity: sev('off', 'warning'),
    description: 'A yes/no video field written `YES`, `Yes`, `NO` or `No`: the XSD accepts these, Google documents only lower-case `yes` and `no`.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD} (tYesNo)`,
    example: '`<video:requires_subscription>YES</video:requires_subscription>`',
  },
  {
    id: 'video-restriction', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:restriction` without `relationship="allow"` or `"deny"`, with no country, or with a code that is not an upper-case ISO 3166-1 alpha-2 country code, space-separated.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; ISO 3166-1`,
    example: '`<video:restriction relationship="allow">UK, us</video:restriction>`',
  },
  {
    id: 'video-platform', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:platform` without `relationship="allow"` or `"deny"`, with no platform, or with a platform other than web, mobile and tv (lower case), space-separated.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
    example: '`<video:platform relationship="allow">desktop</video:platform>`',
  },
  {
    id: 'video-price', area: 'video', severity: sev('error', 'off'),
    description: 'A `video:price` that is not a non-negative decimal (no comma, no exponent), or without an ISO 4217 `currency`, or with a `type` other than rent/own or a `resolution` other than HD/SD. Off in `google`: Google stopped reading `video:price` in 2022 (it may stay, without effect), which `video-deprecated` says.',
    source: `${VIDEO_XSD}; ISO 4217`,
    example: '`<video:price currency="EUR">1,99</video:price>`, `<video:price type="rent"></video:price>`',
  },
  {
    id: 'video-uploader', area: 'video', severity: sev('error', 'error'),
    description: 'A `video:uploader` name longer than 255 characters, empty, or with an `info` attribute that is not an absolute http(s) URL (judged as `loc-invalid` judges a loc).',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC})`,
    example: '`<video:uploader info="/users/42">Grilly</video:uploader>`',
  },
  {
    id: 'video-uploader-domain', area: 'video', severity: sev('off', 'warning'),
    description: 'A `video:uploader` `info` URL on another domain than the page\'s `loc`.',
    source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "must be in the same domain as the <loc> tag")`,
    example: '`<loc>https://example.org/v</loc>...<video:uploader info="https://other.example/u">`',
  },
  {
    id: 'video-deprecated', area: 'video', severity: sev('warning', 'warning'),
    description: 'A video tag or attribute Google no longer reads: deprecated in May 2022 (`video:category`, `video:gallery_loc`, `video:price`, `video:tvshow`, `player_loc` `allow_embed` / `autoplay`), or absent from Google\'s video sitemap reference (`video:id`, `video:content_segment_loc`). Reported once per file for each element or attribute, at the first, with the number of them.',
    source: `Google Search Central blog, May 2022 (${DEPRECATIONS}); ${VIDEO_DOC}`,
    example: '`<video:category>Cooking</video:category>`',
  },
  // News
  {
    id: 'news-required', area: 'news', severity: sev('error', 'error'),
    description: 'A `news:news` without `news:publication`, `news:publication_date` or `news:title`, or a `news:publication` without `news:name` or `news:language`.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}`,
    example: '`<news:news><news:publication>...</news:publication><news:title>...</news:title></news:news>` (no date)',
  },
  {
    id: 'news-value', area: 'news', severity: sev('error', 'error'),
    description: 'An empty `news:name` or `news:title`. An override of `news-value` also sets `news-language` and `news-date` unless the overrides name them.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC})`,
    example: '`<news:name></news:name>`',
    covers: ['news-language', 'news-date'],
  },
  {
    id: 'news-language', area: 'news', severity: sev('error', 'error'),
    description: 'A `news:language` that is not a lower-case ISO 639 code of two or three letters, nor `zh-cn` / `zh-tw`.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}; ISO 639`,
    example: '`<news:language>English</news:language>`, `<news:language>zh-Hans</news:language>`',
  },
  {
    id: 'news-date', area: 'news', severity: sev('error', 'error'),
    description: 'A `news:publication_date` that is not a W3C Datetime with at least a full date (YYYY-MM-DD, or a date and time with a time zone), calendar-checked.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC}); W3C Datetime (https://www.w3.org/TR/NOTE-datetime)`,
    example: '`<news:publication_date>0000-00-00</news:publication_date>`',
  },
  {
    id: 'news-count', area: 'news', severity: sev('error', 'error'),
    description: 'More than 1,000 `news:news` elements in one file (reported at the 1,001st).',
    source: `Google Search Central: news sitemaps (${NEWS_DOC}); Search Console "Too many News URLs"`,
    example: 'a news sitemap with 1,001 `<news:news>`',
  },
  {
    id: 'news-stale', area: 'news', severity: sev('off', 'warning'),
    description: 'A `news:publication_date` more than two days before the run\'s clock: Google asks news sitemaps to list only articles created in the last two days. A date alone (YYYY-MM-DD) counts as the end of that day in the latest time zone (UTC−12), the latest moment it may name.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC})`,
    example: '`<news:publication_date>2008-12-23</news:publication_date>`',
  },
  {
    id: 'news-deprecated', area: 'news', severity: sev('warning', 'warning'),
    description: '`news:access`, `news:genres`, `news:keywords`, `news:stock_tickers` or `news:geo_locations`, which Google removed from the news sitemap format and ignores. Reported once per file for each element, at the first, with the number of them.',
    source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}`,
    example: '`<news:keywords>business, merger</news:keywords>`',
  },
  // hreflang alternates
  {
    id: 'hreflang-value', area: 'hreflang', severity: sev('error', 'error'),
    description: 'An `xhtml:link` whose `hreflang` is neither a valid BCP 47 tag (IANA registry) nor `x-default` (a value over 1,024 characters is reported as longer than this tool judges, not as invalid), that has no `hreflang` (nor `media`), whose `href` is missing or not an absolute http(s) URL (judged as `loc-invalid` judges a loc), or whose `rel` is not `alternate`.',
    source: `Google Search Central: localized versions (${HREFLANG_DOC}); BCP 47 (${BCP47})`,
    example: '`<xhtml:link rel="alternate" hreflang="en_US" href="/en/"/>`',
  },
  {
    id: 'hreflang-duplicate', area: 'hreflang', severity: sev('error', 'error'),
    description: 'Two alternates with the same `hreflang` (case-insensitive) in one `url` (reported at the second, naming the first line).',
    source: `Google Search Central: localized versions (${HREFLANG_DOC})`,
    example: 'two `<xhtml:link rel="alternate" hreflang="de" ...>` in one `<url>`',
  },
  {
    id: 'hreflang-deprecated', area: 'hreflang', severity: sev('warning', 'warning'),
    description: 'An `hreflang` using a deprecated IANA registry code, such as `iw` (now `he`), `in` (now `id`) or the region `BU` (now `MM`).',
    source: `BCP 47 (${BCP47}); IANA language subtag registry`,
    example: '`<xhtml:link rel="alternate" hreflang="iw" ...>`',
  },
  {
    id: 'hreflang-region', area: 'hreflang', severity: sev('off', 'warning'),
    description: 'An `hreflang` whose region is valid BCP 47 but not an assigned ISO 3166-1 alpha-2 country code (`es-419`, `en-EU`): Google reads only ISO 3166-1 alpha-2 regions.',
    source: `Google Search Central: localized versions (${HREFLANG_DOC}: "region in ISO 3166-1 Alpha 2 format")`,
    example: '`<xhtml:link rel="alternate" hreflang="es-419" ...>`',
  },
  {
    id: 'hreflang-self-missing', area: 'hreflang', severity: sev('off', 'warning'),
    description: 'A `url` with hreflang alternates that does not list its own `loc` among them.',
    source: `Google Search Central: localized versions (${HREFLANG_DOC}: each version must list itself)`,
    example: '`<url><loc>https://example.org/en/</loc><xhtml:link rel="alternate" hreflang="de" href="https://example.org/de/"/></url>`',
  },
]);
