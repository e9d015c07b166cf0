/**
 * Video sitemaps (namespace http://www.google.com/schemas/sitemap-video/1.1). Sources: Google
 * Search Central "Video sitemaps" (required tags, value formats and limits), the
 * sitemap-video.xsd (sequence, yes/no, country and platform lists, price), and the May 2022
 * deprecations (category, gallery_loc, price, tvshow, player_loc allow_embed / autoplay).
 */
import { countryHint, isCountry, isCurrency } from './codes.js';
import { shortName } from '../../text.js';
import { attribute, childRules, type ContainerView, type Ctx, type ElementSpec, type LeafValue, type OpenElement } from './model.js';
import { charCount, comparableUrl, hostOf, isBlank, isXmlSpace, judgeUrlValue, latestInstant, nonAsciiIsInvalid, parseHttpUrl, parseW3cDate, quoteShort, sameSite, thousands, trimXml, W3C_DATE_EXPECTED } from './values.js';

/** Limits from Google's documentation. */
export const MAX_DURATION = 28_800;
export const MAX_TAGS = 32;
export const MAX_TITLE = 100;
export const MAX_DESCRIPTION = 2048;
export const MAX_UPLOADER = 255;

function spec(local: string, extra: Partial<ElementSpec> = {}): ElementSpec {
  return { family: 'video', local, qname: `video:${local}`, content: 'text', ...extra };
}

/**
 * A field Google does not read: deprecated in May 2022 (effective August 2022), or, with
 * `undocumented`, absent from Google's video sitemap reference though the schema has it.
 */
function deprecated(local: string, extra: Partial<ElementSpec> = {}, undocumented = false): ElementSpec {
  return spec(local, {
    deprecated: {
      rule: 'video-deprecated',
      message: undocumented
        ? `<video:${local}> is not in Google's video sitemap reference: Google does not read it; it can be removed.`
        : `<video:${local}> is deprecated: Google no longer reads it (since August 2022); it can be removed.`,
    },
    ...extra,
  });
}

/** Reports a value at its text (or at the element when it has none). */
function at(v: LeafValue, ctx: Ctx, rule: string, message: string): void {
  ctx.report(rule, message, v.textLine, v.textColumn);
}

function isDigits(s: string, from: number): boolean {
  if (from >= s.length) return false;
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** A URL of the video sitemap: Google fetches its files over HTTP or FTP (not streaming protocols). */
function url(v: LeafValue, ctx: Ctx): string | undefined {
  const u = parseHttpUrl(v.text, true, nonAsciiIsInvalid(ctx.policy));
  if (typeof u === 'string') {
    at(v, ctx, 'video-url', v.text.length === 0 ? `<${shortName(v.tag.name)}> is empty; give an absolute URL.` : `The URL ${quoteShort(v.text)} in <${shortName(v.tag.name)}> ${u}.`);
    return undefined;
  }
  judgeUrlValue(u, ctx.policy, `The URL ${quoteShort(u.value)} in <${shortName(v.tag.name)}>`, (rule, message) => at(v, ctx, rule, message));
  return u.value;
}

/** content_loc and player_loc: a URL that must not be the page itself. */
function mediaUrl(v: LeafValue, ctx: Ctx): void {
  const value = url(v, ctx);
  if (value === undefined || !ctx.on('video-loc-same-as-page')) return;
  const { textLine, textColumn } = v;
  const name = v.tag.name;
  // Two spellings of one URL (host case, default port, an empty path) are the same page.
  const key = comparableUrl(value);
  ctx.defer((loc) => {
    if (comparableUrl(trimXml(loc)) === key) {
      ctx.report(
        'video-loc-same-as-page',
        `<${name}> is the page's own URL; it must point at the video file (content_loc) or the player (player_loc), not at the page that shows it.`,
        textLine,
        textColumn,
      );
    }
  });
}

/** A text field of at most `max` characters; `limit` says whose limit it is, for the message. */
function text(v: LeafValue, ctx: Ctx, max: number, lengthRule: string, limit: string): void {
  if (isBlank(v.text)) {
    at(v, ctx, 'video-value', `<${shortName(v.tag.name)}> is empty; give the text shown with the video.`);
    return;
  }
  // A value past the kept part counts its characters past it too (white space at its end included).
  const n = charCount(trimXml(v.text)) + v.cutCharacters;
  if (n > max) {
    at(v, ctx, lengthRule, `<${shortName(v.tag.name)}> is ${thousands(n)} characters long; ${limit} at most ${thousands(max)}.`);
  }
}

function date(v: LeafValue, ctx: Ctx): number | undefined {
  const s = trimXml(v.text);
  const r = parseW3cDate(s);
  if (typeof r === 'number') return r;
  const what = s === '' ? `<${shortName(v.tag.name)}> is empty` : `The date ${quoteShort(s)} in <${shortName(v.tag.name)}> is not valid${r === '' ? '' : ` (${r})`}`;
  at(v, ctx, 'video-date', `${what}; expected ${W3C_DATE_EXPECTED}.`);
  return undefined;
}

function yesNo(v: LeafValue, ctx: Ctx): void {
  const s = trimXml(v.text);
  if (s === 'yes' || s === 'no') return;
  if (s === 'YES' || s === 'NO' || s === 'Yes' || s === 'No') {
    at(v, ctx, 'video-yes-no-case', `<${shortName(v.tag.name)}> is ${quoteShort(s)}; Google documents only lower-case values: write ${s.toLowerCase()}.`);
    return;
  }
  at(v, ctx, 'video-yes-no', `<${shortName(v.tag.name)}> is ${s === '' ? 'empty' : quoteShort(s, 60)}; write yes or no.`);
}

/** Space-separated tokens of a list value. */
/**
 * The white-space-separated tokens of a value's text, one at a time (a list of millions is never
 * built). Of a value cut at MAX_FIELD_CHARS, the token the cut ends is left out: it is partial.
 */
function* tokens(v: LeafValue): Generator<string> {
  const s = v.text;
  const n = s.length;
  let i = 0;
  while (i < n) {
    while (i < n && isXmlSpace(s.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isXmlSpace(s.charCodeAt(i))) i++;
    if (i > start && (i < n || v.cutCharacters === 0)) yield s.slice(start, i);
  }
}


function relationship(el: OpenElement, ctx: Ctx, rule: string, what: string): string | undefined {
  const rel = attribute(el.tag, 'relationship');
  if (rel === undefined) {
    ctx.report(rule, `<${shortName(el.tag.name)}> has no relationship attribute; write relationship="allow" (only the listed ${what}) or relationship="deny" (all but the listed ${what}).`, el.line, el.column);
    return undefined;
  }
  if (rel !== 'allow' && rel !== 'deny') {
    ctx.report(rule, `<${shortName(el.tag.name)}> has relationship=${quoteShort(rel, 40)}; the values are allow and deny (lower case).`, el.line, el.column);
    return undefined;
  }
  return rel;
}

const THUMBNAIL = spec('thumbnail_loc', { onValue: (v, ctx) => void url(v, ctx) });
const TITLE = spec('title', { onValue: (v, ctx) => text(v, ctx, MAX_TITLE, 'video-title-length', 'the video sitemap schema allows') });
const DESCRIPTION = spec('description', { onValue: (v, ctx) => text(v, ctx, MAX_DESCRIPTION, 'video-description-length', 'Google reads') });
const CONTENT = spec('content_loc', { onValue: mediaUrl });
const PLAYER = spec('player_loc', {
  attributes: ['allow_embed', 'autoplay'],
  onOpen(el, ctx) {
    for (const name of ['allow_embed', 'autoplay']) {
      if (attribute(el.tag, name) !== undefined) {
        // The element's usual name, not its name as written: the message is one of a fixed few.
        ctx.reportOnce('video-deprecated', `The attribute ${name} of <video:player_loc> is deprecated: Google no longer reads it (since August 2022); it can be removed.`, el.line, el.column);
      }
    }
  },
  onValue: mediaUrl,
});

const DURATION = spec('duration', {
  onValue(v, ctx) {
    const s = trimXml(v.text);
    if (s === '') {
      at(v, ctx, 'video-duration', `<${shortName(v.tag.name)}> is empty; give the length of the video in whole seconds, from 1 to ${thousands(MAX_DURATION)}.`);
      return;
    }
    // A sign before the digits: `+600`; `-0` is zero (out of range, not negative).
    const from = s.charCodeAt(0) === 0x2b || /^-0+$/.test(s) ? 1 : 0;
    if (!isDigits(s, from)) {
      let hint = 'give whole seconds, such as 600';
      if (/^P/i.test(s)) hint = 'ISO 8601 durations are not accepted; give whole seconds, such as 600';
      else if (/^[+-]?\d*\.\d+$/.test(s)) hint = 'fractions are not accepted; round to whole seconds';
      else if (/^-\d+$/.test(s)) {
        at(v, ctx, 'video-duration', `The duration ${quoteShort(s, 60)} is negative; give the length of the video in whole seconds, from 1 to ${thousands(MAX_DURATION)}.`);
        return;
      }
      else if (/:/.test(s)) hint = 'give the total in seconds, not hh:mm:ss';
      at(v, ctx, 'video-duration', `The duration ${quoteShort(s, 60)} is not a whole number of seconds; ${hint}.`);
      return;
    }
    let i = from;
    while (i < s.length - 1 && s.charCodeAt(i) === 0x30) i++;
    const seconds = s.length - i > 6 ? Infinity : Number(s.slice(i));
    if (seconds < 1 || seconds > MAX_DURATION) {
      at(v, ctx, 'video-duration', `The duration ${quoteShort(s, 60)} is outside the range Google accepts: 1 to ${thousands(MAX_DURATION)} seconds (8 hours).`);
    }
  },
});

const FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const RATING = spec('rating', {
  onValue(v, ctx) {
    const s = trimXml(v.text);
    if (s === '') {
      at(v, ctx, 'video-rating', `<${shortName(v.tag.name)}> is empty; give a number from 0.0 to 5.0, or remove it.`);
      return;
    }
    if (s.length > 100 || !FLOAT.test(s)) {
      const hint = /^\d+,\d+$/.test(s) ? '; use a dot as the decimal separator' : '';
      at(v, ctx, 'video-rating', `The rating ${quoteShort(s, 60)} is not a number${hint}; give a number from 0.0 to 5.0.`);
      return;
    }
    const x = Number(s);
    if (!(x >= 0 && x <= 5)) at(v, ctx, 'video-rating', `The rating ${quoteShort(s, 60)} is outside the range 0.0 to 5.0.`);
  },
});

const VIEW_COUNT = spec('view_count', {
  onValue(v, ctx) {
    const s = trimXml(v.text);
    if (!isDigits(s, s.charCodeAt(0) === 0x2b ? 1 : 0)) {
      at(v, ctx, 'video-value', `<${shortName(v.tag.name)}> is ${s === '' ? 'empty' : quoteShort(s, 60)}; give the number of views as a whole number, such as 12345.`);
    }
  },
});

const EXPIRATION = spec('expiration_date', {
  onValue(v, ctx) {
    const ms = date(v, ctx);
    // A date alone: the video is available through that day, wherever it was written.
    if (ms !== undefined && latestInstant(trimXml(v.text), ms) <= ctx.policy.now.getTime() && ctx.on('video-expired')) {
      at(v, ctx, 'video-expired', `The video expired on ${quoteShort(trimXml(v.text), 60)}; Google no longer shows it. Remove the video or update the date.`);
    }
  },
});

const PUBLICATION = spec('publication_date', { onValue: (v, ctx) => void date(v, ctx) });

const TAG = spec('tag', {
  onValue(v, ctx) {
    if (isBlank(v.text)) at(v, ctx, 'video-value', `<${shortName(v.tag.name)}> is empty; give a keyword or remove the element.`);
  },
});

const RESTRICTION = spec('restriction', {
  attributes: ['relationship'],
  onValue(v, ctx) {
    const rel = relationship(v, ctx, 'video-restriction', 'countries');
    if (isBlank(v.text)) {
      const effect = rel === 'deny' ? 'it denies nothing; remove it if the video may be shown everywhere' : 'with relationship="allow" the video is shown nowhere';
      at(v, ctx, 'video-restriction', `<${shortName(v.tag.name)}> lists no country: ${effect}.`);
      return;
    }
    for (const code of tokens(v)) {
      if (isCountry(code)) continue;
      const comma = code.endsWith(',') || code.includes(',') ? '; separate the codes with spaces, not commas' : '';
      const hint = comma || countryHint(code);
      at(v, ctx, 'video-restriction', `${quoteShort(code, 40)} in <${shortName(v.tag.name)}> is not an ISO 3166-1 alpha-2 country code${hint}.`);
      return;
    }
  },
});

const PLATFORMS = new Set(['web', 'mobile', 'tv']);

const PLATFORM = spec('platform', {
  attributes: ['relationship'],
  onValue(v, ctx) {
    const rel = relationship(v, ctx, 'video-platform', 'platforms');
    if (isBlank(v.text)) {
      const effect = rel === 'deny' ? 'it denies nothing; remove it if the video may be shown on every platform' : 'with relationship="allow" the video is shown on no platform';
      at(v, ctx, 'video-platform', `<${shortName(v.tag.name)}> lists no platform: ${effect}.`);
      return;
    }
    for (const p of tokens(v)) {
      if (PLATFORMS.has(p)) continue;
      // The schema's list and Google's reference give the platforms in lower case only, as the
      // relationship values (relationship="Allow" is refused above).
      const lower = p.toLowerCase();
      at(
        v,
        ctx,
        'video-platform',
        PLATFORMS.has(lower)
          ? `${quoteShort(p, 40)} in <${shortName(v.tag.name)}> is not in lower case; the platforms are web, mobile and tv (lower case): write ${lower}.`
          : `${quoteShort(p, 40)} in <${shortName(v.tag.name)}> is not a platform; the platforms are web, mobile and tv, separated by spaces.`,
      );
      return;
    }
  },
});

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const PRICE = deprecated('price', {
  attributes: ['currency', 'type', 'resolution'],
  onValue(v, ctx) {
    const name = v.tag.name;
    const currency = attribute(v.tag, 'currency');
    if (currency === undefined) {
      ctx.report('video-price', `<${name}> has no currency attribute; give the ISO 4217 code of the currency, such as currency="EUR".`, v.line, v.column);
    } else if (!isCurrency(currency)) {
      const up = currency.toUpperCase();
      const hint = up !== currency && isCurrency(up) ? `; write it in upper case: ${up}` : '';
      ctx.report('video-price', `currency=${quoteShort(currency, 40)} of <${name}> is not an ISO 4217 currency code${hint}.`, v.line, v.column);
    }
    const type = attribute(v.tag, 'type');
    if (type !== undefined && type.toLowerCase() !== 'rent' && type.toLowerCase() !== 'own') {
      ctx.report('video-price', `type=${quoteShort(type, 40)} of <${name}> is not one of rent, own.`, v.line, v.column);
    }
    const resolution = attribute(v.tag, 'resolution');
    if (resolution !== undefined && resolution.toLowerCase() !== 'hd' && resolution.toLowerCase() !== 'sd') {
      ctx.report('video-price', `resolution=${quoteShort(resolution, 40)} of <${name}> is not one of HD, SD.`, v.line, v.column);
    }
    const s = trimXml(v.text);
    if (s === '') {
      at(v, ctx, 'video-price', `<${name}> is empty; give the price as a decimal number such as 1.99, or remove the element for a free video.`);
    } else if (s.length > 100 || !DECIMAL.test(s)) {
      const hint = /^\d+,\d+$/.test(s) ? 'use a dot as the decimal separator, such as 1.99' : 'give a decimal number such as 1.99, without currency symbols';
      at(v, ctx, 'video-price', `The price ${quoteShort(s, 60)} is not a decimal number; ${hint}.`);
    } else if (s.charCodeAt(0) === 0x2d && /[1-9]/.test(s)) {
      at(v, ctx, 'video-price', `The price ${quoteShort(s, 60)} is negative.`);
    }
  },
});

const UPLOADER = spec('uploader', {
  attributes: ['info'],
  onValue(v, ctx) {
    const name = v.tag.name;
    if (isBlank(v.text)) {
      at(v, ctx, 'video-uploader', `<${name}> is empty; give the name of the uploader, or remove the element.`);
    } else {
      const n = charCount(trimXml(v.text)) + v.cutCharacters;
      if (n > MAX_UPLOADER) at(v, ctx, 'video-uploader', `<${name}> is ${thousands(n)} characters long; Google reads at most ${MAX_UPLOADER}.`);
    }
    const info = attribute(v.tag, 'info');
    if (info === undefined) return;
    const u = parseHttpUrl(info, false, nonAsciiIsInvalid(ctx.policy));
    if (typeof u === 'string') {
      ctx.report('video-uploader', `The info URL ${quoteShort(info)} of <${name}> ${u}.`, v.line, v.column);
      return;
    }
    judgeUrlValue(u, ctx.policy, `The info URL ${quoteShort(u.value)} of <${name}>`, (rule, message) => ctx.report(rule, message, v.line, v.column));
    if (!ctx.on('video-uploader-domain')) return;
    const { line, column } = v;
    ctx.defer((loc) => {
      const page = parseHttpUrl(loc);
      if (typeof page === 'string') return;
      const infoHost = hostOf(u.value);
      const pageHost = hostOf(page.value);
      if (!sameSite(pageHost, infoHost)) {
        ctx.report(
          'video-uploader-domain',
          `The info URL of <${name}> is on ${quoteShort(infoHost, 80)}, not on the page's domain ${quoteShort(pageHost, 80)}; Google requires the uploader page on the same domain as the <loc>.`,
          line,
          column,
        );
      }
    });
  },
});

const FAMILY_FRIENDLY = spec('family_friendly', { onValue: yesNo });
const REQUIRES_SUBSCRIPTION = spec('requires_subscription', { onValue: yesNo });
const LIVE = spec('live', { onValue: yesNo });

const TVSHOW = deprecated('tvshow', { content: 'opaque' });

/** Rank of the fields after publication_date, whose order among themselves is not checked (see VIDEO). */
const TAIL = 10;

/** `video:video`: one video of the page. */
export const VIDEO: ElementSpec = {
  family: 'video',
  local: 'video',
  qname: 'video:video',
  content: 'elements',
  // The sequence of sitemap-video.xsd up to publication_date is checked. The fields after it
  // share one rank: generators write them in varied orders (platform, live, restriction, tag...)
  // and Google's documentation describes them without an order, so their order among themselves
  // is not reported. content_segment_loc and id (deprecated, undocumented) are not placed at all.
  children: childRules([
    [THUMBNAIL, 0, 1],
    [TITLE, 1, 1],
    [DESCRIPTION, 2, 1],
    [CONTENT, 3, 1],
    [PLAYER, 4, 1],
    [DURATION, 5, 1],
    [EXPIRATION, 6, 1],
    [RATING, 7, 1],
    [deprecated('content_segment_loc', { attributes: ['duration'] }, true), -1, Infinity],
    [VIEW_COUNT, 8, 1],
    [PUBLICATION, 9, 1],
    [
      TAG,
      TAIL,
      MAX_TAGS,
      (el: OpenElement, n: number, ctx: Ctx) => {
        if (n === MAX_TAGS + 1) {
          ctx.report('video-tag-count', `This is tag ${n} of this <video:video>: at most ${MAX_TAGS} <video:tag> are allowed per video.`, el.line, el.column);
        }
      },
    ],
    [deprecated('category'), TAIL, 1],
    [FAMILY_FRIENDLY, TAIL, 1],
    [RESTRICTION, TAIL, 1],
    [deprecated('gallery_loc', { attributes: ['title'] }), TAIL, 1],
    [PRICE, TAIL, Infinity],
    [REQUIRES_SUBSCRIPTION, TAIL, 1],
    [UPLOADER, TAIL, 1],
    [TVSHOW, TAIL, 1],
    [PLATFORM, TAIL, 1],
    [LIVE, TAIL, 1],
    [deprecated('id', { attributes: ['type'] }, true), -1, Infinity],
  ]),
  sequence: 'thumbnail_loc, title, description, content_loc, player_loc, duration, expiration_date, rating, view_count, publication_date, then the other fields',
  onClose(el: ContainerView, ctx: Ctx) {
    // "has no <video:title> and neither <video:content_loc> nor <video:player_loc>": each missing
    // field named on its own, the pair of which one is enough named as a pair.
    const missing: string[] = [];
    for (const local of ['thumbnail_loc', 'title', 'description']) if (el.count(local) === 0) missing.push(`no <video:${local}>`);
    if (el.count('content_loc') === 0 && el.count('player_loc') === 0) missing.push('neither <video:content_loc> nor <video:player_loc>');
    if (missing.length === 0) return;
    const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]!}`;
    ctx.report(
      'video-required',
      `<${shortName(el.tag.name)}> has ${list}; Google requires a <video:thumbnail_loc>, a <video:title>, a <video:description> and a <video:content_loc> or <video:player_loc> for every video.`,
      el.line,
      el.column,
    );
  },
};

/** The video elements allowed directly in a `url`. */
export const VIDEO_TOP: ReadonlyMap<string, ElementSpec> = new Map([[VIDEO.local, VIDEO]]);
