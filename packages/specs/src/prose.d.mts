/** A new document without its prose (`description`, `summary`, `externalDocs`); schemas, values, `x-*` kept whole. */
export declare function withoutProse(doc: unknown): any;
