// The declared answers of each operation, read once from the document and serialised once: what Prism's mocker
// answers a valid request from examples (no Prefer: the lowest 2xx and its first example; `Prefer: code` / `example`
// the named response and example), and the response it picks for an invalid one. Prism's negotiation, kept as data.
import type { JsonSchema, OperationInfo } from "./spec.js";

interface DeclaredExample {
  key: string;
  value: unknown;
  /** one of the media object's named `examples` (not the default taken from `example` or the schema) */
  named: boolean;
}

/** One declared response as Prism's negotiator sees it. */
export interface DeclaredResponse {
  /** "200", "404", "2XX", "default" */
  code: string;
  /** the content Prism picks without an Accept header, when the response has any */
  content?: { mediaType: string; examples: DeclaredExample[]; schema?: JsonSchema };
  /** header name → its first example; undefined when a header has none (its value would be generated) */
  headers: Array<{ name: string; example: unknown; hasExample: boolean }>;
}

/** A negotiated answer: status, headers, and the example's value (its JSON serialised once). */
export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  value: unknown;
  /** the value as JSON ("" when there is no body) */
  json: string;
  /** the value is not an example: Prism would generate it from the schema */
  generated: boolean;
}

/** Why a scenario cannot be met, in Prism's words (the engine answers it as a 400). */
export class NegotiationFailure {
  constructor(readonly message: string) {}
}

/** Reads the responses of `op` in the order, keys and defaults Prism's document loader (http-spec) gives them. */
function declaredResponses(document: JsonSchema, op: OperationInfo): DeclaredResponse[] {
  const responses = (document.paths?.[op.path]?.[op.method]?.responses ?? {}) as Record<string, JsonSchema>;
  return Object.entries(responses).map(([code, response]) => {
    const contents = Object.entries((response.content ?? {}) as Record<string, JsonSchema>);
    // without an Accept header: a "*/*" content, else the best of application/json and */* (JSON first)
    const picked =
      contents.find(([type]) => type === "*/*") ??
      contents.find(([type]) => type === "application/json") ??
      contents.find(([type]) => /^application\/[^;]*\+json/.test(type)) ??
      contents[0];
    const headers = Object.entries((response.headers ?? {}) as Record<string, JsonSchema>).map(([name, h]) => {
      const example = h.example ?? h.examples?.[Object.keys(h.examples ?? {})[0] ?? ""]?.value;
      return { name, example, hasExample: example !== undefined };
    });
    return { code, content: picked ? contentOf(picked[0], picked[1]) : undefined, headers };
  });
}

function contentOf(mediaType: string, media: JsonSchema): NonNullable<DeclaredResponse["content"]> {
  const examples: DeclaredExample[] = [];
  // http-spec puts the media object's `example` (or the schema's first `examples` entry) first, named "default"
  const first = "example" in media ? media.example : media.schema?.examples?.[0];
  if (first !== undefined) examples.push({ key: "default", value: first, named: false });
  for (const [key, example] of Object.entries((media.examples ?? {}) as Record<string, JsonSchema>)) {
    examples.push({ key, value: example?.value, named: true });
  }
  return { mediaType, examples, schema: media.schema };
}

/** Prism's findLowest2XXResponse, then "default", then the first one. */
function defaultResponse(responses: readonly DeclaredResponse[]): DeclaredResponse | undefined {
  const twoXx = responses.filter((r) => /^2(\d\d|XX)$/.test(r.code)).sort((a, b) => (a.code < b.code ? -1 : 1));
  const chosen = twoXx[0] ?? responses.find((r) => r.code === "default") ?? responses[0];
  return chosen && /^\dXX$/.test(chosen.code) ? { ...chosen, code: `${chosen.code[0]}00` } : chosen;
}

/** Prism's findResponseByStatusCode: the response of that code, else of its `NXX` range. */
function declaredFor(responses: readonly DeclaredResponse[], code: number): DeclaredResponse | undefined {
  const text = String(code);
  const found =
    responses.find((r) => r.code.toLowerCase() === text) ?? responses.find((r) => r.code === `${text[0]}XX`);
  return found && { ...found, code: text };
}

/** Prism's findDefaultResponse: the "default" response, answered under `code`. */
function fallbackFor(responses: readonly DeclaredResponse[], code: number): DeclaredResponse | undefined {
  const fallback = responses.find((r) => r.code === "default");
  return fallback && { ...fallback, code: String(code) };
}

/** The answers of one operation, computed once and kept (examples are constants). */
export class OperationAnswers {
  readonly #responses: DeclaredResponse[];
  readonly #cache = new Map<string, StaticAnswer>();
  readonly #deprecated: boolean;

  constructor(
    document: JsonSchema,
    readonly op: OperationInfo,
  ) {
    this.#responses = declaredResponses(document, op);
    this.#deprecated = document.paths?.[op.path]?.[op.method]?.deprecated === true;
  }

  /** The answer to a valid request: `code` and `exampleKey` from Prefer (or a forced answer), else the default. */
  valid(code: number | undefined, exampleKey: string | undefined): StaticAnswer | NegotiationFailure {
    const key = `${code ?? ""}\u0000${exampleKey ?? ""}`;
    const kept = this.#cache.get(key);
    if (kept) return kept;
    const answer = this.#negotiate(code, exampleKey);
    // only what the document declares is kept: a failure names what the client made up, and stays bounded so
    if (!(answer instanceof NegotiationFailure)) this.#cache.set(key, answer);
    return answer;
  }

  #negotiate(code: number | undefined, exampleKey: string | undefined): StaticAnswer | NegotiationFailure {
    if (code === undefined) return this.#fromResponse(defaultResponse(this.#responses), exampleKey);
    const response = declaredFor(this.#responses, code) ?? fallbackFor(this.#responses, code);
    if (!response) return new NegotiationFailure(`Requested status code ${code} is not defined in the document.`);
    const answer = this.#fromResponse(response, exampleKey);
    if (!(answer instanceof NegotiationFailure)) return answer;
    // Prism then tries the operation's default response with the same example key
    const retry = this.#fromResponse(defaultResponse(this.#responses), exampleKey);
    return retry instanceof NegotiationFailure
      ? new NegotiationFailure(`${retry.message}. We tried default response, but we got ${retry.message}`)
      : retry;
  }

  #fromResponse(response: DeclaredResponse | undefined, exampleKey: string | undefined) {
    if (!response) return new NegotiationFailure("No response defined in the document.");
    const status = Number.parseInt(response.code, 10);
    const content = response.content;
    if (!content) return this.#answer(status, response, undefined, false, "text/plain");
    if (exampleKey !== undefined) {
      const example = content.examples.find((e) => e.key === exampleKey);
      if (!example) {
        return new NegotiationFailure(
          `Response for contentType: ${content.mediaType} and exampleKey: ${exampleKey} does not exist.`,
        );
      }
      return this.#answer(status, response, example.value, false, content.mediaType);
    }
    const first = content.examples[0];
    if (first) return this.#answer(status, response, first.value, false, content.mediaType);
    return this.#answer(status, response, undefined, content.schema !== undefined, content.mediaType);
  }

  #answer(status: number, response: DeclaredResponse, value: unknown, generated: boolean, mediaType: string) {
    const headers: Record<string, string> = {};
    for (const h of response.headers)
      if (h.example !== undefined && h.example !== null) headers[h.name] = String(h.example);
    headers["content-type"] = mediaType;
    if (this.#deprecated) headers.deprecation = "true";
    const missingHeader = response.headers.some((h) => !h.hasExample);
    return {
      status,
      headers,
      value,
      json: value === undefined ? "" : JSON.stringify(value),
      generated: generated || missingHeader,
    } satisfies StaticAnswer;
  }

  /**
   * For `Prefer: code=N` alone: the named example of response N whose `statusCode` is N (Prism would take the first
   * example, which may come from a shared schema and show another status).
   */
  exampleForStatus(code: number): string | undefined {
    const response = this.#responses.find((r) => r.code === String(code));
    const example = response?.content?.examples.find(
      (e) => e.named && (e.value as { statusCode?: unknown } | null)?.statusCode === code,
    );
    return example?.key;
  }

  /**
   * The response Prism picks for an invalid request (a 401 for security, a 415 for the content type, else 422,
   * then 400, then "default"), and its headers; the body is the engine's own (the violations).
   */
  invalid(codes: readonly number[], exampleKey: string | undefined): StaticAnswer | NegotiationFailure | undefined {
    let response: DeclaredResponse | undefined;
    for (const code of codes) if ((response = declaredFor(this.#responses, code))) break;
    response ??= fallbackFor(this.#responses, codes[0]!);
    if (!response) return undefined;
    if (exampleKey !== undefined) {
      const content = response.content?.examples.length ? response.content : undefined;
      if (content && !content.examples.some((e) => e.key === exampleKey)) {
        return new NegotiationFailure(
          `Response for contentType: ${content.mediaType} and exampleKey: ${exampleKey} does not exist.`,
        );
      }
    }
    const answer = this.#fromResponse(response, undefined);
    return answer instanceof NegotiationFailure ? undefined : answer;
  }
}
