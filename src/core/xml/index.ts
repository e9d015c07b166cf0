/**
 * xml/: the strict XML 1.0 (Fifth Edition) and Namespaces tokenizer, streaming and resumable, with
 * the exact position of every token and error, the same for every split of the input (tokenizer.ts).
 */
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
