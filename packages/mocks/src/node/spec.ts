// The node's OpenRPC document (dereferenced) as the server routes and validates with it: the spec model's endpoints
// and methods (@avaspec/spec-model reads x-avaspec-endpoints, x-avaspec-endpoint and paramStructure), with the
// node's defaults filled in and one validator per parameter (generated ahead of time for the shipped document).
import type { JsonObject } from "@avaspec/spec-model/json";
import { type Endpoint, type Method, type RpcModel, type RpcParam, readRpc } from "@avaspec/spec-model/rpc";
import { acceptsNull, type SchemaValidate, validatorFor } from "../schema/validators.js";

/** A batch longer than this is refused where the document names no maxBatch (avalanchego's default). */
const DEFAULT_MAX_BATCH = 1000;

/** An endpoint with the node's defaults: a batch limit, served unless the document says otherwise, its instances. */
export interface EndpointSpec extends Endpoint {
  maxBatch: number;
  defaultEnabled: boolean;
  instances: JsonObject[];
}

interface ParamSpec extends RpcParam {
  validate: SchemaValidate;
}

export interface MethodSpec extends Omit<Method, "params" | "endpoint"> {
  endpoint: string;
  params: ParamSpec[];
  /** by-name: one validator of the whole params object (declared names only; extra fields ignored) */
  validateObject?: SchemaValidate;
  resultSchema: unknown;
  /** whether the result schema allows null (decides how "empty" is answered where the contract says "e.g. null") */
  resultAcceptsNull: boolean;
}

export interface NodeSpec {
  /** the model of the document: examples, servers, the error catalogue */
  rpc: RpcModel;
  endpoints: Map<string, EndpointSpec>;
  methods: Map<string, MethodSpec>;
  /** methods by endpoint name */
  byEndpoint: Map<string, Map<string, MethodSpec>>;
}

/** Reads the document; throws a clear error when it lacks what the server needs. */
export function readNodeSpec(doc: JsonObject): NodeSpec {
  const rpc = readRpc(doc);
  if (rpc.endpoints.size === 0) throw new Error("node OpenRPC document has no x-avaspec-endpoints");
  const endpoints = new Map<string, EndpointSpec>();
  for (const [name, e] of rpc.endpoints) {
    if (!e.path.startsWith("/")) throw new Error(`the ${name} endpoint's path must start with "/", got ${e.path}`);
    endpoints.set(name, {
      ...e,
      maxBatch: e.maxBatch ?? DEFAULT_MAX_BATCH,
      defaultEnabled: e.defaultEnabled !== false,
      instances: e.instances ?? [],
    });
  }
  const methods = new Map<string, MethodSpec>();
  const byEndpoint = new Map<string, Map<string, MethodSpec>>();
  for (const m of rpc.methodList) {
    const endpoint = m.endpoint;
    if (endpoint === undefined || !endpoints.has(endpoint))
      throw new Error(`method ${m.name}: x-avaspec-endpoint "${endpoint}" is not in x-avaspec-endpoints`);
    const spec = methodSpec(m, endpoint);
    methods.set(spec.name, spec);
    let group = byEndpoint.get(endpoint);
    if (!group) byEndpoint.set(endpoint, (group = new Map()));
    group.set(spec.name, spec);
  }
  return { rpc, endpoints, methods, byEndpoint };
}

function methodSpec(m: Method, endpoint: string): MethodSpec {
  const params: ParamSpec[] = m.params.map((p) => ({ ...p, validate: validatorFor("node", p.schema) }));
  let validateObject: SchemaValidate | undefined;
  if (!m.byPosition) {
    const properties: Record<string, unknown> = {};
    for (const p of params) properties[p.name] = p.schema;
    validateObject = validatorFor("node", {
      type: "object",
      properties,
      required: params.filter((p) => p.required).map((p) => p.name),
    });
  }
  const resultSchema = m.result?.schema ?? {};
  return {
    ...m,
    endpoint,
    params,
    ...(validateObject ? { validateObject } : {}),
    resultSchema,
    resultAcceptsNull: acceptsNull("node", resultSchema),
  };
}
