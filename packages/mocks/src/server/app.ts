// What a mock does with a request once it is read, whatever carried it (node:http, a fetch handler, MSW): the
// readiness and /__avaspec/ control routes, then the engine's route through the layers (control plane, proxy) to the
// answerer (the engine, or the proxy / replay standing in for it). No transport here: plain data in, plain data out.
import { type ControlTrust, foreignOriginMessage } from "../control/trust.js";
import { changesState, corsHeaders, isPreflight, preflight, simpleRequestRefusal } from "./cors.js";
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
  /** who may steer the control routes over the network (the node:http host's); none: the in-process doors */
  readonly #trust: ControlTrust | undefined;
  #answerer: Answerer | undefined;
  #layers: Layer[] = [];
  #chain: Answerer;
  readonly #routes = new Map<string, ControlRoute[]>();

  constructor(engine: ApiEngine, trust?: ControlTrust) {
    this.#engine = engine;
    this.#trust = trust;
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
    const route = this.#engine.identify(request);
    // routed again once what the engine loads on first need is in (its 400's validators)
    if (route.pending) return route.pending.then(() => this.handle(request));
    return this.#chain(request, route);
  }

  /**
   * A control path's answer. A page in a browser may call the routes (CORS) when the trust policy allows its origin;
   * a request naming a Host the policy refuses (DNS rebinding), a foreign page's preflight or state-changing
   * request, and a state-changing request any page could send unasked are refused first. Token rules are the
   * routes' own.
   */
  async #control(request: MockRequest, engine: ApiEngine): Promise<MockResponse> {
    const refused = this.#trustRefusal(request);
    if (refused) return refused;
    const cors = this.#corsOf(request);
    if (cors === undefined) return simpleRequestRefusal(request) ?? this.#controlAnswer(request, engine);
    const allowed = this.#controlMethods(request.path);
    if (isPreflight(request) && allowed.length > 0) return preflight(cors, request, allowed);
    const response = simpleRequestRefusal(request) ?? (await this.#controlAnswer(request, engine));
    return { ...response, headers: { ...response.headers, ...cors } };
  }

  /** The CORS headers of a control answer; undefined without an Origin, or for one the trust policy refuses. */
  #corsOf(request: MockRequest): Record<string, string> | undefined {
    const origin = request.headers.origin;
    if (origin === undefined || this.#trust?.originAllowed(origin, request.headers.host) === false) return undefined;
    return corsHeaders(request);
  }

  /** The 403 of a request the trust policy refuses: its Host, or a page of a foreign origin asking to change state. */
  #trustRefusal(request: MockRequest): MockResponse | undefined {
    const trust = this.#trust;
    // readiness tells nothing and changes nothing: any name may ask (a container's probe by service name)
    if (trust === undefined || request.path === READY_PATH) return undefined;
    const hostRefusal = trust.hostRefusal(request.headers.host);
    if (hostRefusal !== undefined) return errorAnswer(403, hostRefusal);
    const origin = request.headers.origin;
    if (origin === undefined || trust.originAllowed(origin, request.headers.host)) return undefined;
    // a foreign page's GET is answered without CORS headers (its page cannot read it); asking to change is refused
    if (isPreflight(request) || changesState(request.method)) return errorAnswer(403, foreignOriginMessage(origin));
    return undefined;
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
