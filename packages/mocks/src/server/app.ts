// What a mock does with a request once it is read, whatever carried it (node:http, a fetch handler, MSW): the
// readiness and /__avaspec/ control routes, then the engine's route through the layers (control plane, proxy) to the
// answerer (the engine, or the proxy / replay standing in for it). No transport here: plain data in, plain data out.
import { corsHeaders, isPreflight, preflight } from "./cors.js";
import {
  type Answerer,
  type ApiEngine,
  CONTROL_PREFIX,
  type ControlRoute,
  type Layer,
  type MockRequest,
  type MockResponse,
  READY_PATH,
} from "./exchange.js";
import { errorAnswer, jsonAnswer } from "./json.js";

export class MockApp {
  #engine: ApiEngine;
  #answerer: Answerer | undefined;
  #layers: Layer[] = [];
  #chain: Answerer;
  readonly #routes = new Map<string, ControlRoute[]>();

  constructor(engine: ApiEngine) {
    this.#engine = engine;
    this.#chain = this.#compose();
  }

  get engine(): ApiEngine {
    return this.#engine;
  }

  /** Registers control routes under /__avaspec/ (listed by `GET /__avaspec/`). */
  addRoutes(routes: readonly ControlRoute[]): void {
    for (const route of routes) {
      if (!route.path.startsWith(CONTROL_PREFIX))
        throw new Error(`control route ${route.path} is not under ${CONTROL_PREFIX}`);
      const list = this.#routes.get(route.path) ?? [];
      if (list.some((r) => r.method === route.method))
        throw new Error(`control route ${route.method} ${route.path} twice`);
      this.#routes.set(route.path, [...list, route]);
    }
  }

  /** Adds a layer inside the ones added before (the first added is the outermost). */
  use(layer: Layer): void {
    this.#layers.push(layer);
    this.#chain = this.#compose();
  }

  /** Replaces the innermost answerer (the proxy, replay); undefined goes back to the engine. */
  setAnswerer(answerer: Answerer | undefined): void {
    this.#answerer = answerer;
    this.#chain = this.#compose();
  }

  /** Swaps the engine (live reload); requests under way finish with the engine they started with. */
  setEngine(engine: ApiEngine): void {
    this.#engine = engine;
    this.#chain = this.#compose();
  }

  #compose(): Answerer {
    const engine = this.#engine;
    let next: Answerer = this.#answerer ?? ((request, route) => engine.answer(request, route));
    for (let i = this.#layers.length - 1; i >= 0; i--) {
      const layer = this.#layers[i]!;
      const inner = next;
      next = (request, route) => layer(request, route, inner);
    }
    return next;
  }

  /** Whether `path` (decoded) is the readiness path or a control route's. */
  isControlPath(path: string): boolean {
    return path === READY_PATH || path.startsWith(CONTROL_PREFIX);
  }

  /** The answer to a request read whole: a control route's, or the engine's through the layers. */
  handle(request: MockRequest): Promise<MockResponse> {
    if (this.isControlPath(request.path)) return this.#control(request, this.#engine);
    // routed by the engine the chain answers with (a reload may have swapped it while the body was read)
    return this.#chain(request, this.#engine.identify(request));
  }

  /** A control path's answer; a page in a browser may call them (CORS, as the API routes allow), token rules kept. */
  async #control(request: MockRequest, engine: ApiEngine): Promise<MockResponse> {
    const cors = corsHeaders(request);
    if (cors === undefined) return this.#controlAnswer(request, engine);
    const allowed = this.#controlMethods(request.path);
    if (isPreflight(request) && allowed.length > 0) return preflight(cors, request, allowed);
    const response = await this.#controlAnswer(request, engine);
    return { ...response, headers: { ...response.headers, ...cors } };
  }

  /** The methods a control path answers (none: no such path). */
  #controlMethods(path: string): string[] {
    if (path === READY_PATH || path === CONTROL_PREFIX) return ["GET", "HEAD"];
    return (this.#routes.get(path) ?? []).map((r) => r.method);
  }

  async #controlAnswer(request: MockRequest, engine: ApiEngine): Promise<MockResponse> {
    if (request.path === READY_PATH) {
      if (request.method === "GET" || request.method === "HEAD") return jsonAnswer(200, { ready: true });
      const message = `Method ${request.method} is not allowed on ${READY_PATH}; allowed: GET, HEAD`;
      const refused = engine.transportError(405, message);
      return { ...refused, headers: { ...refused.headers, allow: "GET, HEAD" } };
    }
    if (request.path === CONTROL_PREFIX && (request.method === "GET" || request.method === "HEAD")) {
      const routes = [
        { method: "GET", path: READY_PATH, description: "200 {ready:true} once the server answers requests" },
        ...[...this.#routes.values()].flat().map(({ method, path, description }) => ({ method, path, description })),
      ];
      return jsonAnswer(200, { api: engine.api, routes });
    }
    const routes = this.#routes.get(request.path);
    if (!routes) return errorAnswer(404, `no control route ${request.path}; GET ${CONTROL_PREFIX} lists them`);
    const route = routes.find((r) => r.method === request.method);
    if (!route) {
      const allow = routes.map((r) => r.method).join(", ");
      return errorAnswer(405, `Method ${request.method} is not allowed on ${request.path}; allowed: ${allow}`, {
        allow,
      });
    }
    return route.handle(request);
  }
}
