/**
 * The extension checker of one document: walks the extension subtrees the XML checker hands over
 * (see ./handler.ts) against the element specifications of ./image.ts, ./video.ts, ./news.ts and
 * ./hreflang.ts, and reports placement, unknown elements, duplicates, order, stray text and
 * attributes here, the values in the family modules.
 *
 * Known extension elements outside any `url` are shown here one by one (`outside`) and reported as
 * misplaced: there they describe no page.
 *
 * Elements of other namespaces are accepted silently, with their subtrees. A near-miss namespace
 * (https, a trailing slash, another version...) is reported as `namespace` and the element is then
 * judged as what it was meant to be.
 *
 * State is kept per open element (a stack as deep as the subtree) and per entry (counts, the
 * hreflang values and hrefs of its alternates); nothing grows with the number of entries.
 */
import type { XmlAttribute, XmlStartTagToken } from '../../xml/index.js';
import { codePointCount, MAX_FIELD_CHARS, shortName } from '../../text.js';
import type { Policy } from '../../policy/policy.js';
import type { FindingSink } from '../sink.js';
import type { ExtensionHandler, ExtensionOptions } from './handler.js';
import { endEntryAlternates, XHTML_TOP } from './hreflang.js';
import { IMAGES, NEWS_OR_VIDEO } from '../entries.js';
import { IMAGE_TOP } from './image.js';
import { attribute, EntryState, type ChildRule, type ContainerView, type Ctx, type DocState, type ElementSpec, type Family, type LeafValue } from './model.js';
import { familyOf, FAMILY_NS, XHTML_NS } from './namespaces.js';
import { NEWS_TOP } from './news.js';
import { isBlank, isXmlSpace, quoteShort, trimXml } from './values.js';
import { VIDEO_TOP } from './video.js';

/** The elements each family allows directly in a `url`. */
const TOP: Readonly<Record<Family, ReadonlyMap<string, ElementSpec>>> = {
  image: IMAGE_TOP,
  video: VIDEO_TOP,
  news: NEWS_TOP,
  xhtml: XHTML_TOP,
};

const LABEL: Readonly<Record<Family, string>> = {
  image: 'image sitemap',
  video: 'video sitemap',
  news: 'news sitemap',
  xhtml: 'xhtml',
};

/** Every element a family defines, by local name, with the name of the element it belongs in (`url` for the top ones). */
const HOME: Readonly<Record<Family, ReadonlyMap<string, string>>> = (() => {
  const homes = {} as Record<Family, Map<string, string>>;
  for (const family of Object.keys(TOP) as Family[]) {
    const map = new Map<string, string>();
    const visit = (spec: ElementSpec, home: string) => {
      if (map.has(spec.local)) return;
      map.set(spec.local, home);
      for (const child of spec.children?.values() ?? []) visit(child.spec, spec.qname);
    };
    for (const spec of TOP[family].values()) visit(spec, 'url');
    homes[family] = map;
  }
  return homes;
})();

/** One open element of a known extension. */
class Frame implements LeafValue, ContainerView {
  text = '';
  cutCharacters = 0;
  textLine = 0;
  textColumn = 0;
  hasText = false;
  /** A text-only element that held an element: its value is not judged. */
  tainted = false;
  textReported = false;
  /** Per known child (by ChildRule.index): how many appeared, and the line of the first (0: none yet). */
  counts: number[] | undefined;
  firstLines: number[] | undefined;
  lastOrder = -1;
  lastName = '';
  orderReported = false;

  constructor(
    public spec: ElementSpec,
    public tag: XmlStartTagToken,
    public line: number,
    public column: number,
  ) {}

  /** Makes this closed frame the frame of the element opening now, as a new one would be. */
  reuse(spec: ElementSpec, tag: XmlStartTagToken, line: number, column: number): void {
    this.spec = spec;
    this.tag = tag;
    this.line = line;
    this.column = column;
    this.text = '';
    this.cutCharacters = 0;
    this.textLine = 0;
    this.textColumn = 0;
    this.hasText = false;
    this.tainted = false;
    this.textReported = false;
    this.counts = undefined;
    this.firstLines = undefined;
    this.lastOrder = -1;
    this.lastName = '';
    this.orderReported = false;
  }

  count(local: string): number {
    const rule = this.spec.children?.get(local);
    return rule === undefined || this.counts === undefined ? 0 : this.counts[rule.index]!;
  }
}

/** Judges the extension elements of one document. */
export class ExtensionChecker implements ExtensionHandler, Ctx {
  readonly entry = new EntryState();
  readonly doc: DocState = { news: 0 };
  readonly collectAlternates: boolean;
  /** Open elements by depth; null for an element that is not judged (and its subtree). */
  private readonly frames: Array<Frame | null> = [];
  /**
   * A closed frame per depth, reused for the next element opened there: an entry's five
   * alternates and its image open and close one after the other at the same depths, and 350,000
   * frames of a sitemap of alternates were as many objects to collect. No element view outlives
   * the call it is handed to (see OpenElement).
   */
  private readonly spares: Array<Frame | undefined> = [];
  private depth = 0;
  /** Entries with a loc ended so far: only the first max-urls of them hand their alternates over. */
  private entriesWithLoc = 0;

  constructor(
    readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: ExtensionOptions = {},
  ) {
    this.collectAlternates = options.onAlternates !== undefined;
  }

  report(rule: string, message: string, line: number, column: number): void {
    this.sink.add(rule, message, line, column);
  }

  reportOnce(rule: string, message: string, line: number, column: number): void {
    this.sink.addOnce(rule, message, line, column);
  }

  on(rule: string): boolean {
    return this.sink.on(rule);
  }

  defer(check: (loc: string) => void): void {
    (this.entry.deferred ??= []).push(check);
  }

  open(tag: XmlStartTagToken, depth: number, line: number, column: number, attributes: readonly XmlAttribute[]): void {
    this.depth = depth;
    this.frames[depth] = null;
    const parent = depth > 1 ? this.frames[depth - 1] : undefined;
    if (parent === null) return;
    if (parent !== undefined && parent.spec.content !== 'elements') {
      if (parent.spec.content !== 'opaque') {
        const holds = parent.spec.content === 'text' ? 'text' : 'attributes';
        this.report('extension-placement', `<${shortName(tag.name)}> is not allowed inside <${shortName(parent.tag.name)}>, which holds only ${holds}.`, line, column);
        parent.tainted = true;
      }
      return;
    }
    const match = familyOf(tag.uri);
    if (match === undefined) {
      if (parent === undefined) this.foreignAlternate(tag, line, column);
      return;
    }
    const family = match.family;
    if (!match.exact && (parent === undefined || parent.tag.uri !== tag.uri)) {
      this.report(
        'namespace',
        `<${shortName(tag.name)}> is in the namespace ${quoteShort(tag.uri)}; ${LABEL[family]} elements must be in ${FAMILY_NS[family]}, or search engines ignore them.`,
        line,
        column,
      );
    }
    let rule: ChildRule | undefined;
    let spec: ElementSpec | undefined;
    if (parent === undefined) {
      spec = TOP[family].get(tag.local);
    } else if (parent.spec.family === family) {
      rule = parent.spec.children?.get(tag.local);
      spec = rule?.spec;
    }
    if (spec === undefined) {
      this.misplaced(tag, family, parent, line, column);
      return;
    }
    if (parent !== undefined && rule !== undefined) this.countChild(parent, rule, tag, line, column);
    if (parent === undefined && (family === 'news' || family === 'video')) this.entry.separate = true;
    let frame = this.spares[depth];
    if (frame === undefined) {
      frame = new Frame(spec, tag, line, column);
    } else {
      this.spares[depth] = undefined;
      frame.reuse(spec, tag, line, column);
    }
    this.frames[depth] = frame;
    if (spec.deprecated) this.reportOnce(spec.deprecated.rule, spec.deprecated.message, line, column);
    this.checkAttributes(spec, tag, attributes, line, column);
    spec.onOpen?.(frame, this);
  }

  /**
   * google profile: a `link` element with `rel` or `hreflang` directly in a `url`, in a namespace
   * that is neither XHTML nor a near miss of it (those are judged as xhtml): an alternate Google
   * ignores (Search Central, localized versions: `xhtml:link` in http://www.w3.org/1999/xhtml).
   * `namespace`, once per file for each such namespace, with the count.
   */
  private foreignAlternate(tag: XmlStartTagToken, line: number, column: number): void {
    if (this.policy.profile !== 'google' || tag.local !== 'link' || tag.uri === '') return;
    if (attribute(tag, 'rel') === undefined && attribute(tag, 'hreflang') === undefined) return;
    this.reportOnce(
      'namespace',
      `<${shortName(tag.name)}> looks like an alternate (rel, hreflang) but is in the namespace ${quoteShort(tag.uri)}, not ${XHTML_NS}; Google ignores alternates in any other namespace: bind the prefix to ${XHTML_NS} (xmlns:xhtml="${XHTML_NS}").`,
      line,
      column,
    );
  }

  text(text: string, line: number, column: number): void {
    const f = this.frames[this.depth];
    if (!f) return;
    const content = f.spec.content;
    if (content === 'text') {
      const blankBefore = !f.hasText;
      if (blankBefore && !isBlank(text)) {
        f.hasText = true;
        f.textLine = line;
        f.textColumn = column;
      }
      this.keep(f, text, blankBefore);
    } else if (content !== 'opaque' && !f.textReported && !isBlank(text)) {
      f.textReported = true;
      const holds = content === 'elements' ? 'elements' : 'attributes';
      this.report('extension-text', `The text ${quoteShort(trimXml(text), 60)} is not allowed inside <${shortName(f.tag.name)}>, which holds only ${holds}.`, line, column);
    }
  }

  /**
   * Adds `text` to the kept value of `f`: the first MAX_FIELD_CHARS, cut between characters (never
   * inside a surrogate pair); past them only the characters are counted (`cutCharacters`). White
   * space before the value (`blankBefore`: nothing else yet) is kept as one space once it would
   * reach the limit, so that a value after more than 1 MiB of white space is still read.
   */
  private keep(f: Frame, text: string, blankBefore: boolean): void {
    let t = text;
    if (blankBefore && f.text.length + t.length > MAX_FIELD_CHARS) {
      let i = 0;
      while (i < t.length && isXmlSpace(t.charCodeAt(i))) i++;
      if (f.text.length > 0 || i > 0) f.text = ' ';
      t = t.slice(i);
    }
    const room = MAX_FIELD_CHARS - f.text.length;
    if (t.length <= room) {
      f.text += t;
      return;
    }
    let kept = room > 0 ? room : 0;
    const lead = kept > 0 ? t.charCodeAt(kept - 1) : 0;
    if (lead >= 0xd800 && lead <= 0xdbff && kept < t.length) kept--;
    if (kept > 0) f.text += t.slice(0, kept);
    f.cutCharacters += codePointCount(t, kept);
  }

  close(depth: number): void {
    const f = this.frames[depth];
    this.frames[depth] = null;
    this.depth = depth - 1;
    if (!f) return;
    this.closed(f);
    // Its value (up to 1 MiB) is not kept for the next element.
    f.text = '';
    this.spares[depth] = f;
  }

  /** The checks of an element as it closes. */
  private closed(f: Frame): void {
    const spec = f.spec;
    if (spec.content === 'text') {
      if (f.tainted || spec.onValue === undefined) return;
      if (!f.hasText) {
        f.textLine = f.line;
        f.textColumn = f.column;
      }
      spec.onValue(f, this);
    } else if (spec.content === 'elements') {
      spec.onClose?.(f, this);
    }
  }

  endEntry(loc: string | undefined, line: number, column: number): number {
    const entry = this.entry;
    const extensions = (entry.separate ? NEWS_OR_VIDEO : 0) | (entry.images > 0 ? IMAGES : 0);
    endEntryAlternates(loc, line, column, this);
    if (loc !== undefined && entry.deferred) for (const check of entry.deferred) check(loc);
    const onAlternates = this.options.onAlternates;
    // The checks across entries (hreflang-return-link, hreflang-cluster-mismatch) keep the first
    // max-urls entries with a loc, as they keep the locs (EntryColumns): past it the file is
    // url-count already. One cut, here, for validate(), checkStream() and a run alike.
    if (loc !== undefined) this.entriesWithLoc++;
    if (onAlternates && loc !== undefined && entry.altHrefs.length > 0 && this.entriesWithLoc <= this.policy.maxUrls) {
      // Copies of the exact length (the entry's arrays are reused): a run keeps them to its end,
      // and arrays grown by push hold room for 17 elements.
      onAlternates({
        loc,
        line,
        column,
        hreflangs: entry.altHreflangs.slice(),
        hrefs: entry.altHrefs.slice(),
        lines: entry.altLines.slice(),
        columns: entry.altColumns.slice(),
      });
    }
    entry.reset();
    // Truncating an array that is already empty still costs a call into the runtime.
    if (this.frames.length !== 0) this.frames.length = 0;
    this.depth = 0;
    return extensions;
  }

  endDocument(): void {
    this.entry.reset();
    this.spares.length = 0;
  }

  /**
   * An element of another namespace outside any `url` (see ExtensionHandler.outside). An element a
   * known family defines describes a page only as part of a `url` (Google's image, video, news and
   * hreflang references place each of them there): elsewhere it is `extension-placement`, reported
   * once at its start tag, and its contents are not judged. Other elements, also the ones of a known
   * namespace that its family does not define, are left to the XML checker.
   */
  outside(tag: XmlStartTagToken, where: string, line: number, column: number): boolean {
    const match = familyOf(tag.uri);
    if (match === undefined) return false;
    const home = HOME[match.family].get(tag.local);
    if (home === undefined || !this.on('extension-placement')) return false;
    const belongs = home === 'url' ? 'inside a <url>, after its <loc> and the other sitemap fields' : `inside <${home}>, in a <url>`;
    this.report('extension-placement', `<${shortName(tag.name)}> is not allowed ${where}: it belongs ${belongs}; here it describes no page, and Google ignores it.`, line, column);
    return true;
  }

  /** Reports an element of a known namespace where its family does not allow it, or that its family does not define. */
  private misplaced(tag: XmlStartTagToken, family: Family, parent: Frame | undefined, line: number, column: number): void {
    const homes = HOME[family];
    const home = homes.get(tag.local);
    if (home !== undefined) {
      const where = parent === undefined ? 'directly in <url>' : `inside <${shortName(parent.tag.name)}>`;
      const belongs = home === 'url' ? 'directly in <url>' : `inside <${home}>`;
      this.report('extension-placement', `<${shortName(tag.name)}> is not allowed ${where}; it belongs ${belongs}.`, line, column);
      return;
    }
    let hint = '';
    const lower = tag.local.toLowerCase();
    for (const name of homes.keys()) {
      if (name.toLowerCase() === lower) {
        hint = ` (element names are case-sensitive: did you mean ${name}?)`;
        break;
      }
    }
    const what = family === 'xhtml' ? 'is not read in sitemaps, where only <xhtml:link> alternates are' : `is not an element of the ${LABEL[family]} schema`;
    this.report('extension-unknown-element', `<${shortName(tag.name)}> ${what}${hint}; search engines ignore it.`, line, column);
  }

  /** Counts a child of an element-only element: duplicates and order (among the children Google still reads). */
  private countChild(parent: Frame, rule: ChildRule, tag: XmlStartTagToken, line: number, column: number): void {
    // Arrays by the child's index, not maps by name: an image:image and its one image:loc are
    // counted on every entry.
    const children = parent.spec.children!.size;
    const counts = (parent.counts ??= new Array<number>(children).fill(0));
    const firstLines = (parent.firstLines ??= new Array<number>(children).fill(0));
    const n = ++counts[rule.index]!;
    if (n === 1) {
      firstLines[rule.index] = line;
    } else if (n > rule.max) {
      if (rule.onOver) {
        rule.onOver({ tag, line, column }, n, this);
      } else {
        const first = firstLines[rule.index]!;
        this.report(
          'extension-duplicate',
          `<${shortName(tag.name)}> appears ${n === 2 ? 'a second time' : 'again'} in <${shortName(parent.tag.name)}> (first at line ${first}); the ${LABEL[parent.spec.family]} schema allows it once.`,
          line,
          column,
        );
      }
    }
    // A deprecated child is not placed: its own finding says to remove it, and a misorder it is
    // part of goes with it (Shopify and older Yoast write image:title before image:caption).
    if (rule.order < 0 || rule.spec.deprecated !== undefined) return;
    if (rule.order < parent.lastOrder) {
      if (!parent.orderReported) {
        parent.orderReported = true;
        this.report(
          'extension-order',
          `<${shortName(tag.name)}> comes after <${parent.lastName}>; the ${LABEL[parent.spec.family]} schema orders the children of <${shortName(parent.tag.name)}> as ${parent.spec.sequence ?? 'defined'}.`,
          line,
          column,
        );
      }
    } else {
      parent.lastOrder = rule.order;
      parent.lastName = tag.name;
    }
  }

  /** Reports attributes (without namespace) that the element's schema does not define. */
  private checkAttributes(spec: ElementSpec, tag: XmlStartTagToken, attributes: readonly XmlAttribute[], line: number, column: number): void {
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i]!;
      if (a.uri !== '' || spec.attributes?.includes(a.local)) continue;
      this.report('extension-attribute', `The attribute ${shortName(a.name)}=${quoteShort(a.value, 60)} is not defined for <${shortName(tag.name)}>; it is ignored.`, line, column);
    }
  }
}
