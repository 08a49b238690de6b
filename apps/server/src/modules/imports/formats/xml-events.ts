// XML read as a pull stream of events with saxes, for the XML format and the parts of an xlsx workbook.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { ImportFileError } from './import-file-error.ts';

export type XmlEvent =
  | { type: 'open'; name: string; attributes: Record<string, string>; line: number }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

export type XmlReadOptions = {
  /**
   * saxes keeps a text or a tag in memory until it ends: a file that never ends one (a zip bomb of one
   * endless cell, a line of garbage) would fill the memory. Past this many characters without an event
   * the file is refused.
   */
  maxTokenChars: number;
  /** Says what failed: "The XML is not well formed at line 3: …", "The workbook is damaged: …". */
  malformed: (line: number, reason: string) => string;
  /** What to say when the input stops inside the document. */
  truncated: string;
  /** What to say when a text or tag passes maxTokenChars. */
  tooLong: (line: number) => string;
};

/** Element and attribute names without their namespace prefix: `x:row` and `row` are the same part. */
const local = (name: string) => (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name);

/** saxes writes "file:3:14: unclosed tag"; the message says the line itself. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^(.*?:)?\d+:\d+: /, '');

// Feeding saxes big chunks makes it emit many events at once; slicing keeps the queue small.
const SLICE = 64 * 1024;

/**
 * The events of a document, in batches (those of one input chunk): an await per event would cost more
 * than the parsing on a sheet of a million cells.
 */
export async function* xmlEventBatches(
  chunks: AsyncIterable<Buffer | string>,
  options: XmlReadOptions,
): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const queue: XmlEvent[] = [];
  let sinceEvent = 0;
  const push = (event: XmlEvent) => {
    sinceEvent = 0;
    queue.push(event);
  };
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const name in tag.attributes) attributes[local(name)] = String(tag.attributes[name]);
    push({ type: 'open', name: local(tag.name), attributes, line: parser.line });
  });
  parser.on('closetag', (tag) => push({ type: 'close', name: local(tag.name) }));
  parser.on('text', (text) => push({ type: 'text', text }));
  parser.on('cdata', (text) => push({ type: 'text', text }));
  const decoder = new StringDecoder('utf8');
  let first = true;
  const feed = (text: string) => {
    for (let at = 0; at < text.length; at += SLICE) {
      const slice = text.slice(at, at + SLICE);
      try {
        parser.write(slice);
      } catch (error) {
        throw new ImportFileError(options.malformed(parser.line, reasonOf(error)));
      }
      sinceEvent += slice.length;
      if (sinceEvent > options.maxTokenChars) throw new ImportFileError(options.tooLong(parser.line));
    }
  };
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    // A byte order mark is not part of the document; saxes would call it text before the root.
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    feed(text);
    if (queue.length > 0) yield queue.splice(0);
  }
  feed(decoder.end());
  try {
    parser.close();
  } catch (error) {
    const reason = reasonOf(error);
    // saxes says "unclosed tag" or "document must contain a root element" when the input stops early.
    if (/unclosed|root element|unexpected end/i.test(reason)) throw new ImportFileError(options.truncated);
    throw new ImportFileError(options.malformed(parser.line, reason));
  }
  if (queue.length > 0) yield queue.splice(0);
}

/** The events one by one, for the small parts where simplicity beats speed. */
export async function* xmlEvents(
  chunks: AsyncIterable<Buffer | string>,
  options: XmlReadOptions,
): AsyncGenerator<XmlEvent> {
  for await (const batch of xmlEventBatches(chunks, options)) yield* batch;
}
