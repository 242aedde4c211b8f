// execution-apis' result schemas (vendored in test-vectors/execution-apis, CC0), assembled as upstream's specgen does:
// every file of src/schemas merged into one components.schemas, each method's result schema referring into it.
// Validated with JSON Schema draft 2019-09 (Ajv's 2019 build), where a $ref's siblings apply beside it and allOf
// applies every branch, which is what specgen's merge means for a value. Exported as @avaspec/chain/execution-apis,
// so that the node mock's default mode is held to the same schemas (the vendored files ship with the package).
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
import { parse } from "yaml";

const ROOT = new URL("../../test-vectors/execution-apis/src/", import.meta.url);
const COMPONENTS_ID = "execution-apis-components";

interface MethodObject {
  name: string;
  result?: { schema?: unknown };
}

function readYamlFolder(folder: string): unknown[] {
  const url = new URL(`${folder}/`, ROOT);
  return readdirSync(url)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => parse(readFileSync(new URL(file, url), "utf8")));
}

/** Points the method files' local refs (#/components/schemas/X) at the components schema Ajv holds. */
function retarget(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(retarget);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#/")
        ? `${COMPONENTS_ID}${value}`
        : retarget(value),
    ]),
  );
}

export interface ExecutionApis {
  /** the eth_/net_ methods execution-apis defines */
  methods: string[];
  /** null when valid; else Ajv's errors, as text */
  check(method: string, result: unknown): string | null;
}

export function loadExecutionApis(): ExecutionApis {
  const schemas = Object.assign({}, ...(readYamlFolder("schemas") as Record<string, unknown>[]));
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas } });
  const validators = new Map<string, ValidateFunction>();
  for (const file of readYamlFolder("eth") as MethodObject[][]) {
    for (const method of file) {
      if (method.result?.schema) validators.set(method.name, ajv.compile(retarget(method.result.schema) as object));
    }
  }
  return {
    methods: [...validators.keys()].sort(),
    check(method, result) {
      const validate = validators.get(method);
      if (!validate) return `execution-apis does not define ${method}`;
      return validate(result) ? null : ajv.errorsText(validate.errors, { separator: "\n" });
    },
  };
}
