/**
 * News sitemaps (namespace http://www.google.com/schemas/sitemap-news/0.9). Sources: Google
 * Search Central "News sitemaps" (required tags, ISO 639 languages with zh-cn / zh-tw, W3C dates,
 * 1,000 news:news per file, articles of the last two days, one news:news per url) and the
 * sitemap-news.xsd (sequence publication, access, genres, publication_date, title, then
 * geo_locations, keywords, stock_tickers; the last five and access are no longer read).
 */
import { runDay } from '../calendar.js';
import { isIso639 } from './codes.js';
import { shortName } from '../../text.js';
import { childRules, type ContainerView, type Ctx, type ElementSpec, type LeafValue, type OpenElement } from './model.js';
import { isBlank, latestInstant, parseW3cDate, quoteShort, thousands, trimXml, W3C_DATE_EXPECTED } from './values.js';

/** Most `news:news` elements Google reads in one file. */
export const MAX_NEWS = 1000;
/** Age past which Google News ignores an article. */
export const STALE_MS = 2 * 86_400_000;

function spec(local: string, extra: Partial<ElementSpec> = {}): ElementSpec {
  return { family: 'news', local, qname: `news:${local}`, content: 'text', ...extra };
}

function retired(local: string): ElementSpec {
  return spec(local, {
    deprecated: {
      rule: 'news-deprecated',
      message: `<news:${local}> is no longer part of Google's news sitemap format and is ignored; it can be removed.`,
    },
  });
}

function at(v: LeafValue, ctx: Ctx, rule: string, message: string): void {
  ctx.report(rule, message, v.textLine, v.textColumn);
}

function notEmpty(what: string) {
  return (v: LeafValue, ctx: Ctx) => {
    if (isBlank(v.text)) at(v, ctx, 'news-value', `<${shortName(v.tag.name)}> is empty; give ${what}.`);
  };
}

const NAME = spec('name', { onValue: notEmpty('the name of the publication as it appears on news.google.com') });

const LANGUAGE = spec('language', {
  onValue(v, ctx) {
    const s = trimXml(v.text);
    if (s === 'zh-cn' || s === 'zh-tw' || isIso639(s)) return;
    let hint = '';
    const lower = s.toLowerCase();
    if (lower === 'zh-cn' || lower === 'zh-tw' || (lower !== s && isIso639(lower))) hint = `; write it in lower case: ${lower}`;
    else if (/^zh[-_]/i.test(s)) hint = '; for Chinese write zh-cn (simplified) or zh-tw (traditional)';
    else if (/^[a-z]{2,3}[-_][a-z0-9]+$/i.test(s)) hint = `; give the language alone, such as ${quoteShort(lower.slice(0, lower.search(/[-_]/)), 10)}`;
    const what = s === '' ? `<${shortName(v.tag.name)}> is empty` : `The news language ${quoteShort(s, 60)} is not an ISO 639 language code`;
    at(v, ctx, 'news-language', `${what}${hint || '; use a code of two or three lower-case letters such as en, or zh-cn / zh-tw'}.`);
  },
});

const PUBLICATION = spec('publication', {
  content: 'elements',
  children: childRules([
    [NAME, 0, 1],
    [LANGUAGE, 1, 1],
  ]),
  sequence: 'name, language',
  onClose(el: ContainerView, ctx: Ctx) {
    const missing = ['name', 'language'].filter((l) => el.count(l) === 0).map((l) => `<news:${l}>`);
    if (missing.length > 0) {
      ctx.report('news-required', `<${shortName(el.tag.name)}> has no ${missing.join(' and ')}; Google requires the publication's name and language.`, el.line, el.column);
    }
  },
});

const PUBLICATION_DATE = spec('publication_date', {
  onValue(v, ctx) {
    const s = trimXml(v.text);
    const r = parseW3cDate(s);
    if (typeof r === 'string') {
      const what = s === '' ? `<${shortName(v.tag.name)}> is empty` : `The publication date ${quoteShort(s, 60)} is not valid${r === '' ? '' : ` (${r})`}`;
      at(v, ctx, 'news-date', `${what}; expected ${W3C_DATE_EXPECTED}.`);
      return;
    }
    if (ctx.on('news-stale')) {
      const now = ctx.policy.now.getTime();
      // A date alone may name a day still running somewhere: it is stale only once that day is
      // more than two days past everywhere.
      if (latestInstant(s, r) < now - STALE_MS) {
        at(
          v,
          ctx,
          'news-stale',
          `The article was published on ${quoteShort(s, 60)}, more than two days before this run (on ${runDay(ctx.policy.now)}); Google asks news sitemaps to list only articles created in the last two days: remove its <news:news> or the URL.`,
        );
      }
    }
  },
});

const TITLE = spec('title', { onValue: notEmpty('the title of the article as it appears on the page') });

/** Rank of the tail of the sequence (geo_locations, keywords, stock_tickers), in any order. */
const TAIL = 5;

/** `news:news`: the news article of the page. */
export const NEWS: ElementSpec = {
  family: 'news',
  local: 'news',
  qname: 'news:news',
  content: 'elements',
  children: childRules([
    [PUBLICATION, 0, 1],
    [retired('access'), 1, 1],
    [retired('genres'), 2, 1],
    [PUBLICATION_DATE, 3, 1],
    [TITLE, 4, 1],
    [retired('geo_locations'), TAIL, 1],
    [retired('keywords'), TAIL, 1],
    [retired('stock_tickers'), TAIL, 1],
  ]),
  sequence: 'publication, access, genres, publication_date, title, then geo_locations, keywords, stock_tickers',
  onOpen(el: OpenElement, ctx: Ctx) {
    const n = ++ctx.doc.news;
    if (n === MAX_NEWS + 1) {
      ctx.report(
        'news-count',
        `This is <news:news> ${thousands(n)} of this file: a news sitemap may hold at most ${thousands(MAX_NEWS)}; split it into several sitemaps.`,
        el.line,
        el.column,
      );
    }
    const entry = ctx.entry;
    if (++entry.news === 1) {
      entry.newsLine = el.line;
    } else {
      ctx.report('extension-duplicate', `<${shortName(el.tag.name)}> appears a second time in this <url> (first at line ${entry.newsLine}); Google reads one news article per URL.`, el.line, el.column);
    }
  },
  onClose(el: ContainerView, ctx: Ctx) {
    const missing = ['publication', 'publication_date', 'title'].filter((l) => el.count(l) === 0).map((l) => `<news:${l}>`);
    if (missing.length > 0) {
      const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]!}`;
      ctx.report('news-required', `<${shortName(el.tag.name)}> has no ${list}; Google requires the publication, the publication date and the title of every article.`, el.line, el.column);
    }
  },
};

/** The news elements allowed directly in a `url`. */
export const NEWS_TOP: ReadonlyMap<string, ElementSpec> = new Map([[NEWS.local, NEWS]]);
