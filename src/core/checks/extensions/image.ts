/**
 * Image sitemaps (namespace http://www.google.com/schemas/sitemap-image/1.1). Sources: Google
 * Search Central "Image sitemaps", the sitemap-image.xsd (sequence loc, caption, geo_location,
 * title, license), and the May 2022 deprecation of everything but `image:loc`.
 */
import { childRules, type ContainerView, type Ctx, type ElementSpec, type LeafValue, type OpenElement } from './model.js';
import { shortName } from '../../text.js';
import { judgeUrlValue, nonAsciiIsInvalid, parseHttpUrl, quoteShort, thousands, urlNeedsJudging } from './values.js';

/** Most `image:image` elements Google reads in one `url`. */
export const MAX_IMAGES = 1000;

function leaf(local: string, extra: Partial<ElementSpec> = {}): ElementSpec {
  return { family: 'image', local, qname: `image:${local}`, content: 'text', ...extra };
}

/**
 * A field Google stopped reading in August 2022. `instead` is where the information goes now: on
 * the page for a caption, title or place; for a license, the image license metadata that Google
 * Images reads (Google Search Central "Image metadata in Google Images": the schema.org `license`
 * property or the IPTC Web Statement of Rights field).
 */
function deprecatedLeaf(local: string, instead = 'describe the image on the page instead'): ElementSpec {
  return leaf(local, {
    deprecated: {
      rule: 'image-deprecated',
      message: `<image:${local}> is deprecated: Google no longer reads it (since August 2022); remove it or ${instead}.`,
    },
  });
}

const LOC = leaf('loc', {
  onValue(v: LeafValue, ctx: Ctx) {
    const url = parseHttpUrl(v.text, false, nonAsciiIsInvalid(ctx.policy));
    if (typeof url === 'string') {
      ctx.report(
        'image-loc-invalid',
        v.text.length === 0 ? `<${shortName(v.tag.name)}> is empty; give the absolute URL of the image.` : `The image URL ${quoteShort(v.text)} ${url}.`,
        v.textLine,
        v.textColumn,
      );
    } else if (urlNeedsJudging(url, ctx.policy)) {
      judgeUrlValue(url, ctx.policy, `The image URL ${quoteShort(url.value)}`, (rule, message) => ctx.report(rule, message, v.textLine, v.textColumn));
    }
  },
});

/** `image:image`: one image of the page. */
export const IMAGE: ElementSpec = {
  family: 'image',
  local: 'image',
  qname: 'image:image',
  content: 'elements',
  children: childRules([
    [LOC, 0, 1],
    [deprecatedLeaf('caption'), 1, 1],
    [deprecatedLeaf('geo_location'), 2, 1],
    [deprecatedLeaf('title'), 3, 1],
    [deprecatedLeaf('license', 'give the license as image metadata instead, in the schema.org license property or the IPTC Web Statement of Rights field'), 4, 1],
  ]),
  sequence: 'loc, caption, geo_location, title, license',
  onOpen(el: OpenElement, ctx: Ctx) {
    const n = ++ctx.entry.images;
    if (n === MAX_IMAGES + 1) {
      ctx.report(
        'image-count',
        `This is image ${thousands(n)} of this <url>: Google reads at most ${thousands(MAX_IMAGES)} <image:image> per page; list only the images that matter.`,
        el.line,
        el.column,
      );
    }
  },
  onClose(el: ContainerView, ctx: Ctx) {
    if (el.count('loc') === 0) {
      ctx.report('image-loc-missing', `<${shortName(el.tag.name)}> has no <image:loc>; every image needs the URL of the image file.`, el.line, el.column);
    }
  },
};

/** The image elements allowed directly in a `url`. */
export const IMAGE_TOP: ReadonlyMap<string, ElementSpec> = new Map([[IMAGE.local, IMAGE]]);
