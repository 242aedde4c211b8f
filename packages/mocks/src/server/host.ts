// The one node:http host of the three mocks. It does the transport the APIs share: the bounded body (413), the
// percent-decoded path (400 on a malformed escape), the per-request budget and abort signal, what Node would refuse
// with no body (no Host, an unknown Expect, CONNECT, malformed HTTP), readiness, the /__avaspec/ control routes and
// their trust policy, the layers around the answerer, and transport actions (reset, hang). What an answer
// looks like is the engine's business: it answers the request and shapes transport errors in its API's own form.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { AddressInfo } from "node:net";
import { type ControlTrust, controlTrust } from "../control/trust.js";
import { MockApp } from "./app.js";
import { type ReadRequestBody, readRequestBody } from "./body.js";
import { asBuffer } from "./buffers.js";
import { BudgetExceeded, type Budgeted, BudgetList } from "./budget.js";
import { closeIdleOnlyWhenQuiet } from "./keep-alive.js";
import { type ParsedTarget, parseTarget } from "./target.js";
import type { Answerer, ApiEngine, ControlRoute, Layer, MockRequest, MockResponse } from "./exchange.js";

export { BudgetExceeded, parseTarget };

/** Whole-request budget (reading the body and computing the answer), in ms; see DESIGN.md. */
export const REQUEST_BUDGET_MS = 30_000;
/** Headers must arrive within this many ms (slowloris). */
const HEADERS_TIMEOUT_MS = 20_000;
/** Buffer bodies up to this size are written with the head in one write (a copy that cheap beats a writev). */
const JOINED_BODY_BYTES = 64 * 1024;

export type HostLog = (level: "error" | "warn" | "info" | "debug", message: string) => void;

export interface HostOptions {
  /** interface to bind; default 127.0.0.1 */
  host?: string | undefined;
  /** port; default 0 (any free port) */
  port?: number | undefined;
  /** budget of one request from its arrival to its answer, in ms; default REQUEST_BUDGET_MS */
  requestBudgetMs?: number | undefined;
  log?: HostLog | undefined;
  /** log each answer at "info" (off by default: the line would be built for every request) */
  logAnswers?: boolean | undefined;
  /** who may steer the control routes (control/trust.ts); default: loopback origins and Host names, as the CLI's */
  trust?: ControlTrust | undefined;
}

export class MockHost {
  readonly server: Server;
  /** what answers a request once read (control routes, layers, engine): the same for every transport */
  readonly app: MockApp;
  readonly #budgetMs: number;
  readonly #budgets: BudgetList<RequestLife>;
  /** made once per server: a response's close listener that needs no closure per request */
  readonly #onResponseClose: (this: ServerResponse) => void;
  readonly #log: HostLog;
  readonly #logsAnswers: boolean;
  readonly #bindHost: string;
  readonly #port: number;
  #address: AddressInfo | undefined;
  #closing: Promise<void> | undefined;

  constructor(engine: ApiEngine, options: HostOptions = {}) {
    this.#bindHost = options.host ?? "127.0.0.1";
    this.app = new MockApp(engine, options.trust ?? controlTrust(this.#bindHost));
    this.#budgetMs = options.requestBudgetMs ?? REQUEST_BUDGET_MS;
    this.#budgets = new BudgetList(this.#budgetMs, this.#budgetPassed);
    this.#onResponseClose = responseCloseListener(this.#budgets);
    this.#log = options.log ?? (() => {});
    this.#logsAnswers = options.logAnswers ?? false;
    this.#port = options.port ?? 0;
    // Node refuses a missing Host and an unknown Expect itself, with an empty body: the host answers them instead
    this.server = createServer({ keepAliveTimeout: 5000, requireHostHeader: false }, this.listener);
    // reading is bounded by the budget too; Node's own timer is a backstop a little later
    this.server.requestTimeout = this.#budgetMs + 1000;
    this.server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, this.#budgetMs);
    this.server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => this.#clientError(error, socket));
    this.server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => this.#unmetExpectation(req, res));
    // without a listener Node drops a CONNECT's socket unanswered
    this.server.on("connect", (req: IncomingMessage, socket: Duplex) =>
      this.#refuseOnSocket(socket, 400, `${req.method} ${req.url} is for proxies; the mock is not one`),
    );
    closeIdleOnlyWhenQuiet(this.server);
  }

  get engine(): ApiEngine {
    return this.app.engine;
  }

  /** Registers control routes under /__avaspec/ (listed by `GET /__avaspec/`). */
  addRoutes(routes: readonly ControlRoute[]): void {
    this.app.addRoutes(routes);
  }

  /** Adds a layer inside the ones added before (the first added is the outermost). */
  use(layer: Layer): void {
    this.app.use(layer);
  }

  /** Replaces the innermost answerer (the proxy, replay); undefined goes back to the engine. */
  setAnswerer(answerer: Answerer | undefined): void {
    this.app.setAnswerer(answerer);
  }

  /** Swaps the engine (live reload); requests under way finish with the engine they started with. */
  setEngine(engine: ApiEngine): void {
    this.app.setEngine(engine);
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.server.once("error", onError);
      this.server.listen(this.#port, this.#bindHost, () => {
        this.server.off("error", onError);
        resolve();
      });
    });
    this.#address = this.server.address() as AddressInfo;
    return this;
  }

  get port(): number {
    return this.#address?.port ?? 0;
  }

  /** the bound address (e.g. 127.0.0.1) */
  get host(): string {
    return this.#address?.address ?? this.#bindHost;
  }

  get url(): string {
    const address = this.#address;
    if (!address) return "";
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }

  close(): Promise<void> {
    this.#closing ??= new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
    return this.#closing;
  }

  /** The node:http request listener (usable on any compatible server). */
  readonly listener = (req: IncomingMessage, res: ServerResponse): void => {
    const engine = this.app.engine;
    const life = new RequestLife(req, res);
    this.#budgets.add(life);
    // the client went away before its answer: stop working for it
    res.on("close", this.#onResponseClose);
    const read = readRequestBody(req, engine.maxBodyBytes);
    // a request without a body goes on in this tick: no promise frame for a body there is not
    if (read instanceof Promise) read.then((whole) => this.#guarded(life, whole));
    else this.#guarded(life, read);
  };

  #guarded(life: RequestLife, read: ReadRequestBody): void {
    try {
      this.#handle(life, read);
    } catch (error) {
      this.#unexpected(life, error);
    }
  }

  /** An unexpected failure while handling `life`'s request: logged, and answered 500. */
  #unexpected(life: RequestLife, error: unknown): void {
    const { req, res } = life;
    this.#log("error", `unexpected failure on ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
    this.#send(req, res, this.app.engine.transportError(500, "the mock failed unexpectedly; see the mock's log"));
  }

  /** The request read whole: answered when its answer is ready, or refused at once. */
  #handle(life: RequestLife, read: ReadRequestBody): void {
    const { req, res } = life;
    const engine = this.app.engine;
    if (life.aborted) return;
    if (req.headers.host === undefined && req.httpVersion === "1.1") {
      const message = "the request has no Host header, which HTTP/1.1 requires (RFC 9112 3.2)";
      this.#send(req, res, { ...engine.transportError(400, message), close: true });
      return;
    }
    if (read.tooLarge) {
      const message = `request body is larger than the limit of ${engine.maxBodyBytes} bytes`;
      this.#send(req, res, { ...engine.transportError(413, message), close: true });
      return;
    }
    const rawUrl = req.url ?? "/";
    const target = parseTarget(rawUrl);
    if (typeof target === "string") {
      this.#send(req, res, engine.transportError(400, target));
      return;
    }
    const request = new HostRequest(req, rawUrl, target, read.body, life);
    // A malformed escape is a 400 on every path of every server (issue 13: the seed-shaped body for REST, plain text
    // for the node, as Go refuses the whole URL); no path, known or not, is looked up with an undecodable name.
    if (target.malformed) {
      this.#send(req, res, engine.transportError(400, target.malformed));
      return;
    }
    if (!this.app.isControlPath(target.path)) life.computing = true;
    this.app.handle(request).then(
      (response) => {
        try {
          this.#answered(life, request, response);
        } catch (error) {
          this.#unexpected(life, error);
        }
      },
      (error: unknown) => this.#unexpected(life, error),
    );
  }

  /** Sends the answer (or carries out its transport action), unless the request was given up meanwhile. */
  #answered(life: RequestLife, request: HostRequest, response: MockResponse): void {
    const { req, res } = life;
    if (res.headersSent || life.aborted) return;
    if (this.#logsAnswers) this.#log("info", `${request.method} ${request.rawUrl} -> ${response.status}`);
    if (response.action === "reset") {
      req.socket.destroy();
    } else if (response.action === "hang") {
      // nothing is sent, not even at the budget: the socket stays until the client (or close()) ends it
      this.#budgets.remove(life);
    } else {
      this.#send(req, res, response);
    }
  }

  /** The budget passed: abort the request's work and answer 408 (still reading) or 503 (computing). */
  readonly #budgetPassed = (life: RequestLife): void => {
    life.abort(new BudgetExceeded(this.#budgetMs));
    const { req, res } = life;
    if (res.headersSent) return;
    const [status, what] = life.computing ? [503, "computing the answer"] : [408, "reading the request"];
    const message = (life.reason as BudgetExceeded).message;
    this.#log("warn", `${req.method} ${req.url}: ${message} (${what})`);
    this.#send(req, res, { ...this.app.engine.transportError(status, message), close: true });
  };

  #send(req: IncomingMessage, res: ServerResponse, response: MockResponse & { close?: boolean }): void {
    if (res.headersSent) {
      if (!res.writableEnded) res.end();
      return;
    }
    const body = response.body;
    // a string body goes out in one write with the head (Node joins them); a Buffer would cost a writev
    const length = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    const headers: Record<string, string | number> = { ...response.headers, "content-length": length };
    if (response.close) {
      headers.connection = "close";
      // a body not read to its end cannot leave the socket reusable
      if (!req.readableEnded) res.on("finish", () => req.destroy());
    }
    res.writeHead(response.status, headers);
    // a small Buffer (a forwarded answer) goes as a latin1 string: the same bytes, joined with the head in one write
    if (typeof body !== "string" && body.length <= JOINED_BODY_BYTES)
      res.end(asBuffer(body).toString("latin1"), "latin1");
    else res.end(body);
  }

  #clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
    // malformed HTTP (bad framing, oversized headers): answered in the API's own form, then closed
    this.#log("debug", `client error: ${error.message}`);
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const [status, message] = CLIENT_ERRORS.get(error.code) ?? [400, `malformed HTTP request: ${error.message}`];
    this.#refuseOnSocket(socket, status, message);
  }

  /** An answer written on the socket itself (no ServerResponse: the request could not be read), then closed. */
  #refuseOnSocket(socket: Duplex, status: number, message: string): void {
    const response = this.app.engine.transportError(status, message);
    const body = typeof response.body === "string" ? Buffer.from(response.body, "utf8") : asBuffer(response.body);
    const head = Object.entries({ ...response.headers, connection: "close", "content-length": String(body.length) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    // closed once written, as Node closes it: a client that keeps its side open must not keep the socket (nor close())
    const bytes = Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n`), body]);
    socket.end(bytes, () => socket.destroy());
  }

  /** `Expect` other than 100-continue: 417 in the API's own form (Node's own answer has no body). */
  #unmetExpectation(req: IncomingMessage, res: ServerResponse): void {
    const message = `Expect: ${req.headers.expect} cannot be met; the only expectation the mock knows is 100-continue`;
    this.#send(req, res, { ...this.app.engine.transportError(417, message), close: true });
  }
}

/** Node's parser errors that have a status of their own, and what the answer says; any other is a 400. */
const CLIENT_ERRORS = new Map<string | undefined, [number, string]>([
  ["HPE_HEADER_OVERFLOW", [431, "request headers are too large"]],
  ["HPE_CHUNK_EXTENSIONS_OVERFLOW", [413, "the chunk extensions of the request body are too large"]],
  ["ERR_HTTP_REQUEST_TIMEOUT", [408, "the request did not arrive in time"]],
]);

/** The life of the request a response answers (set by the host, read by the response's close listener). */
const LIFE = Symbol("avaspec.requestLife");
type WithLife = ServerResponse & { [LIFE]?: RequestLife };

/**
 * The listener of a server's responses closing: the request leaves the budgets, and when its answer was not sent
 * whole, the client went away, so the work for it stops.
 */
function responseCloseListener(budgets: BudgetList<RequestLife>): (this: ServerResponse) => void {
  return function onResponseClose(this: ServerResponse): void {
    const life = (this as WithLife)[LIFE];
    if (!life) return;
    budgets.remove(life);
    if (!this.writableFinished) life.abort(new Error("the client closed the connection"));
  };
}

/**
 * One request's life: aborted when the client leaves or the budget passes. Its AbortSignal is made on demand; the
 * per-request state lives in fields, not closures, as this runs for every request.
 */
class RequestLife implements Budgeted<RequestLife> {
  #controller: AbortController | undefined;
  #listeners: Array<(reason: unknown) => void> | undefined;
  reason: unknown;
  readonly receivedAt = Date.now();
  /** the answer is being computed (a budget passing now is a 503, not a 408) */
  computing = false;
  // its place among the server's budgets
  deadline = 0;
  older: RequestLife | undefined = undefined;
  newer: RequestLife | undefined = undefined;
  listed = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    (res as WithLife)[LIFE] = this;
  }

  get aborted(): boolean {
    return this.reason !== undefined;
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.reason !== undefined) this.#controller.abort(this.reason);
    }
    return this.#controller.signal;
  }

  onAbort(listener: (reason: unknown) => void): () => void {
    if (this.reason !== undefined) {
      listener(this.reason);
      return () => {};
    }
    const listeners = (this.#listeners ??= []);
    listeners.push(listener);
    return () => {
      const at = listeners.indexOf(listener);
      if (at >= 0) listeners.splice(at, 1);
    };
  }

  abort(reason: unknown): void {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.#controller?.abort(reason);
    const listeners = this.#listeners;
    this.#listeners = undefined;
    if (listeners) for (const listener of listeners) listener(reason);
  }
}

/** The request as the layers and the engine see it (accessors on the prototype: nothing made per request). */
class HostRequest implements MockRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly remoteAddress: string;
  readonly receivedAt: number;
  readonly #life: RequestLife;

  constructor(
    req: IncomingMessage,
    readonly rawUrl: string,
    target: ParsedTarget,
    readonly body: Buffer,
    life: RequestLife,
  ) {
    this.method = (req.method ?? "GET").toUpperCase();
    this.path = target.path;
    this.query = target.query;
    this.headers = headersOf(req);
    this.remoteAddress = req.socket.remoteAddress ?? "";
    this.receivedAt = life.receivedAt;
    this.#life = life;
  }

  get signal(): AbortSignal {
    return this.#life.signal;
  }

  onAbort(listener: (reason: unknown) => void): () => void {
    return this.#life.onAbort(listener);
  }
}

/** Node's own header object (lower-case names, null prototype), with repeated `set-cookie` lines joined. */
function headersOf(req: IncomingMessage): Record<string, string> {
  const headers = req.headers;
  if (Array.isArray(headers["set-cookie"])) headers["set-cookie"] = headers["set-cookie"].join(", ") as never;
  return headers as Record<string, string>;
}
