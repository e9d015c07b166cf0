/**
 * The interface between the XML checker and the checks of extension elements (image, video,
 * news, xhtml alternates, and any other namespace). The XML checker hands every element of
 * another namespace found inside an entry (`url`), with its whole subtree, to one handler per
 * document; the handler reports through the document's FindingSink. Elements of other namespaces
 * outside any `url` (in the root, in a sitemap index entry, or inside such an element) are shown
 * to it one by one (`outside`), for the known extension elements that describe no page there.
 */
import type { XmlAttribute, XmlStartTagToken } from '../../xml/index.js';

/** Receives the extension subtrees of one document. All positions are 1-based. */
export interface ExtensionHandler {
  /**
   * An element opens. `depth` is 1 for a direct child of the entry (e.g. `image:image`), 2 for its
   * children, and so on. `line`/`column` are those of its `<`. `attributes` lists the tag's
   * attributes in document order (the same objects as `tag.attributes`).
   */
  open(tag: XmlStartTagToken, depth: number, line: number, column: number, attributes: readonly XmlAttribute[]): void;
  /** Text or CDATA inside an extension element; `line`/`column` of its first character. */
  text(text: string, line: number, column: number): void;
  /** The element at `depth` closes. */
  close(depth: number): void;
  /**
   * The entry (`</url>`) ends; `loc` is its loc as read (undefined when missing). Returns the
   * entry's `extensions` bits (NEWS_OR_VIDEO, IMAGES of ../entries.ts; 0 for none).
   */
  endEntry(loc: string | undefined, line: number, column: number): number;
  /** The document ends (only when it was read completely and is well-formed). */
  endDocument(): void;
  /**
   * An element of another namespace outside any `url`: directly in the root, in a `sitemap` entry
   * of an index, or inside another such element. `where` says where it is, for the message
   * ("directly in <urlset>", "inside <x:meta>, outside any <url>"). Returns true when the element
   * was reported (an element of a known extension family, which describes a page only inside a
   * `url`): the XML checker then skips its subtree; otherwise it shows the element's children the
   * same way.
   */
  outside(tag: XmlStartTagToken, where: string, line: number, column: number): boolean;
}

/** A handler that accepts everything (no extension rules). */
export const NO_EXTENSIONS: ExtensionHandler = {
  open() {},
  text() {},
  close() {},
  endEntry() {
    return 0;
  },
  endDocument() {},
  outside() {
    return false;
  },
};

import type { EntryAlternates } from '../../types.js';

export type { EntryAlternates };

/** Options of the extension handler. */
export interface ExtensionOptions {
  /** Called at the end of each entry that has at least one alternate as described by {@link EntryAlternates}. */
  onAlternates?: (entry: EntryAlternates) => void;
}
