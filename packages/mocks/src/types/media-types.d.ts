// Types of the two small media-type parsers the REST engine uses as Prism does (pinned: content-type 1.0.5,
// whatwg-mimetype 3.0.0); neither ships its own.
declare module "content-type" {
  export interface ParsedMediaType {
    type: string;
    parameters: Record<string, string>;
  }
  /** Throws a TypeError on a malformed media type (RFC 7231). */
  export function parse(header: string): ParsedMediaType;
}

declare module "whatwg-mimetype" {
  /** The WHATWG MIME Sniffing parser; the constructor throws on a string that is not a MIME type. */
  export default class MIMEType {
    constructor(text: string);
    readonly essence: string;
    readonly type: string;
    readonly subtype: string;
    readonly parameters: Map<string, string>;
  }
}
