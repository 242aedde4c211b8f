// What a mock does with a request once it is read, whatever carried it (node:http, a fetch handler, MSW): the
// readiness and /__avaspec/ control routes, then the engine's route through the layers (control plane, proxy) to the
// answerer (the engine, or the proxy / replay standing in for it). No transport here: plain data in, plain data out.
import { reasonPhrase } from "./status.js";
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

  async #control(request: MockRequest, engine: ApiEngine): Promise<MockResponse> {
    if (request.path === READY_PATH) {
      if (request.method === "GET" || request.method === "HEAD") return json(200, { ready: true });
      const message = `Method ${request.method} is not allowed on ${READY_PATH}; allowed: GET, HEAD`;
      const refused = engine.transportError(405, message);
      return { ...refused, headers: { ...refused.headers, allow: "GET, HEAD" } };
    }
    if (request.path === CONTROL_PREFIX && (request.method === "GET" || request.method === "HEAD")) {
      const routes = [
        { method: "GET", path: READY_PATH, description: "200 {ready:true} once the server answers requests" },
        ...[...this.#routes.values()].flat().map(({ method, path, description }) => ({ method, path, description })),
      ];
      return json(200, { api: engine.api, routes });
    }
    const routes = this.#routes.get(request.path);
    if (!routes) return json(404, errorJson(404, `no control route ${request.path}; GET ${CONTROL_PREFIX} lists them`));
    const route = routes.find((r) => r.method === request.method);
    if (!route) {
      const allow = routes.map((r) => r.method).join(", ");
      const refused = json(
        405,
        errorJson(405, `Method ${request.method} is not allowed on ${request.path}; allowed: ${allow}`),
      );
      return { ...refused, headers: { ...refused.headers, allow } };
    }
    return route.handle(request);
  }
}

function errorJson(status: number, message: string) {
  return { message, statusCode: status, error: reasonPhrase(status) };
}

function json(status: number, body: unknown): MockResponse {
  return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
