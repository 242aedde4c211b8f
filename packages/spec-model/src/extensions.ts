// The x-avaspec-* vocabulary, each key named once: the model's readers read the documents by this table, and a
// consumer that names an extension in a message (a diff's report, a generator's error) takes its key from here.

export const EXTENSIONS = {
  // OpenAPI
  idempotent: "x-avaspec-idempotent",
  pageTokenTtlSeconds: "x-avaspec-page-token-ttl-seconds",
  dayOnly: "x-avaspec-day-only",
  shortWindow: "x-avaspec-short-window",
  // OpenRPC: the endpoint table, the methods, their examples, the error catalogue
  endpoints: "x-avaspec-endpoints",
  endpoint: "x-avaspec-endpoint",
  mutates: "x-avaspec-mutates",
  errorOnly: "x-avaspec-error-only",
  deprecation: "x-avaspec-deprecation",
  requiresOneOf: "x-avaspec-requires-one-of",
  error: "x-avaspec-error",
  messagePattern: "x-avaspec-message-pattern",
  errorEndpoints: "x-avaspec-error-endpoints",
  description: "x-avaspec-description",
} as const;

export type Extension = (typeof EXTENSIONS)[keyof typeof EXTENSIONS];
