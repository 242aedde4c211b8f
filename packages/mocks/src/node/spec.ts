// Reads the assembled OpenRPC document (dereferenced) into what the server routes and validates with:
// endpoints from x-avaspec-endpoints, methods from methods[] with x-avaspec-endpoint and paramStructure,
// one validator per parameter (generated ahead of time for the shipped document), and the declared error catalogue.
import { acceptsNull, type SchemaValidate, validatorFor } from "../schema/validators.js";

export interface EndpointSpec {
  /** key in x-avaspec-endpoints: admin, index, rpc, validators */
  name: string;
  /** path template, e.g. /ext/bc/{blockchainId}/rpc */
  path: string;
  batch: boolean;
  maxBatch: number;
  defaultEnabled: boolean;
  enabledBy?: string;
  instances: Array<Record<string, unknown>>;
}

interface ParamSpec {
  name: string;
  required: boolean;
  schema: unknown;
  validate: SchemaValidate;
}

export interface MethodSpec {
  name: string;
  endpoint: string;
  byPosition: boolean;
  deprecated: boolean;
  params: ParamSpec[];
  /** by-name: one validator of the whole params object (declared names only; extra fields ignored) */
  validateObject?: SchemaValidate;
  resultSchema: unknown;
  /** whether the result schema allows null (decides how "empty" is answered where the seed says "e.g. null") */
  resultAcceptsNull: boolean;
  errors: Array<{ code: number; message: string }>;
}

export interface NodeSpec {
  doc: Record<string, any>;
  endpoints: Map<string, EndpointSpec>;
  methods: Map<string, MethodSpec>;
  /** methods by endpoint name */
  byEndpoint: Map<string, Map<string, MethodSpec>>;
}

/** Reads the document; throws a clear error when it lacks what the server needs. */
export function readNodeSpec(doc: Record<string, any>): NodeSpec {
  const rawEndpoints = doc["x-avaspec-endpoints"];
  if (!rawEndpoints || typeof rawEndpoints !== "object") {
    throw new Error("node OpenRPC document has no x-avaspec-endpoints");
  }
  const endpoints = new Map<string, EndpointSpec>();
  for (const [name, e] of Object.entries<any>(rawEndpoints)) {
    if (typeof e?.path !== "string") throw new Error(`x-avaspec-endpoints.${name}.path must be a string`);
    endpoints.set(name, {
      name,
      path: e.path,
      batch: e.batch === true,
      maxBatch: typeof e.maxBatch === "number" ? e.maxBatch : 1000,
      defaultEnabled: e.defaultEnabled !== false,
      enabledBy: typeof e.enabledBy === "string" ? e.enabledBy : undefined,
      instances: Array.isArray(e.instances) ? e.instances : [],
    });
  }
  const methods = new Map<string, MethodSpec>();
  const byEndpoint = new Map<string, Map<string, MethodSpec>>();
  for (const m of doc.methods ?? []) {
    const endpoint = m["x-avaspec-endpoint"];
    if (!endpoints.has(endpoint))
      throw new Error(`method ${m.name}: x-avaspec-endpoint "${endpoint}" is not in x-avaspec-endpoints`);
    const byPosition = m.paramStructure === "by-position";
    const params: ParamSpec[] = (m.params ?? []).map((p: any) => ({
      name: p.name,
      required: p.required === true,
      schema: p.schema ?? {},
      validate: validatorFor("node", p.schema ?? {}),
    }));
    let validateObject: SchemaValidate | undefined;
    if (!byPosition) {
      const properties: Record<string, unknown> = {};
      for (const p of params) properties[p.name] = p.schema;
      validateObject = validatorFor("node", {
        type: "object",
        properties,
        required: params.filter((p) => p.required).map((p) => p.name),
      });
    }
    const spec: MethodSpec = {
      name: m.name,
      endpoint,
      byPosition,
      deprecated: m.deprecated === true,
      params,
      validateObject,
      resultSchema: m.result?.schema ?? {},
      resultAcceptsNull: acceptsNull("node", m.result?.schema ?? {}),
      errors: (m.errors ?? []).map((e: any) => ({ code: e.code, message: e.message })),
    };
    methods.set(spec.name, spec);
    let group = byEndpoint.get(endpoint);
    if (!group) byEndpoint.set(endpoint, (group = new Map()));
    group.set(spec.name, spec);
  }
  return { doc, endpoints, methods, byEndpoint };
}
