/** A new document without its prose (`description`, `summary`, `externalDocs`); schemas, values and `x-*` kept whole. */
export declare function withoutProse(doc: unknown): any;
