/** xml/: our strict XML 1.0 + Namespaces tokenizer, streaming and resumable, with exact positions on every token and error. */
export { XmlTokenizer, XML_NAMESPACE, XMLNS_NAMESPACE, isNameChar, isNameStartChar, isXmlChar } from './tokenizer.js';
export { attributeNamed } from './tokenizer.js';
export type {
  XmlAttribute,
  XmlOpenConstruct,
  XmlCdataToken,
  XmlCommentToken,
  XmlDeclToken,
  XmlDoctypeToken,
  XmlEndTagToken,
  XmlError,
  XmlHandler,
  XmlLimits,
  XmlPiToken,
  XmlPosition,
  XmlStartTagToken,
  XmlTextToken,
  XmlToken,
} from './tokenizer.js';
