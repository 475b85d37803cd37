import { SaxesParser } from 'saxes';
import { NOTE_CONTENT_LIMITS } from '@/api/schema';
import { ImportRefused } from './importRefused.ts';

/** An element as the ENML converter reads it; text is a string child. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/** How deep elements may nest: beyond it the note could not be a document the editor opens. */
export const MAX_XML_DEPTH = Math.floor(NOTE_CONTENT_LIMITS.depth / 2);

/** HTML's names that ENML (XHTML) uses and XML itself does not define. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
};

/**
 * Parses XML into a tree with a streaming parser that never fetches or expands a DTD: a document
 * type declaring anything of its own (an internal subset: entities) is refused, as is nesting
 * past MAX_XML_DEPTH. Malformed XML throws ImportRefused('unreadable').
 */
export function parseXmlTree(xml: string): XmlElement {
  const parser = new SaxesParser();
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const root: XmlElement = { name: '#root', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  // Thrown from a handler, a refusal stops the parser at once and comes out of write().
  parser.on('doctype', (doctype) => {
    if (/[[]|<!ENTITY/i.test(doctype)) throw new ImportRefused('external_entity');
  });
  parser.on('opentag', (tag) => {
    if (stack.length > MAX_XML_DEPTH) throw new ImportRefused('too_complex');
    const element: XmlElement = {
      name: tag.name.toLowerCase(),
      attrs: tag.attributes,
      children: [],
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (text: string) => stack.at(-1)!.children.push(text);
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(xml).close();
  } catch (error) {
    throw error instanceof ImportRefused ? error : new ImportRefused('unreadable');
  }
  return root;
}

/** The text inside an element, all descendants joined (without recursion). */
export function textOf(element: XmlElement): string {
  let out = '';
  const stack: (XmlElement | string)[] = [element];
  while (stack.length) {
    const node = stack.pop()!;
    if (typeof node === 'string') out += node;
    else for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return out;
}

/** The first child element named `name`. */
export const childNamed = (element: XmlElement, name: string) =>
  element.children.find(
    (child): child is XmlElement => typeof child !== 'string' && child.name === name,
  );
