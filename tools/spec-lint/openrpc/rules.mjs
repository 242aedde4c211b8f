// The OpenRPC linter's rules, one function each, in a table (as Spectral and Redocly write theirs). Each rule reads
// the shared context (context.mjs) and reports problems by JSON pointer; lint.mjs runs them all.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, relative, resolve } from "node:path";
import { COMPONENT_KINDS } from "@avaspec/specs/assemble-openrpc";
import { metaSchemaProblems } from "./meta-schema.mjs";
import { escapeToken, follow, getPointer, pointerOf } from "./pointers.mjs";

const require = createRequire(import.meta.url);
const { unknownKeywords } = require("../schema-keywords.cjs");

const METHOD_NAME = /^(?:[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*|(?:eth|net|web3)_[a-z][A-Za-z0-9]*)$/;

function openrpcMetaSchema(ctx) {
  for (const p of metaSchemaProblems(ctx.doc)) ctx.report("openrpc-meta-schema", p.pointer, p.message);
}

function refResolves(ctx) {
  const { doc, report } = ctx;
  for (const p of ctx.assembled.refProblems) report("ref-resolves", p.pointer, p.message);
  const walk = (node, pointer) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`));
    if (node === null || typeof node !== "object") return;
    const ref = node.$ref;
    if (
      typeof ref === "string" &&
      ref.startsWith("#") &&
      getPointer(doc, decodeURIComponent(ref.slice(1))) === undefined
    ) {
      const [, , kind, name] = ref.split("/");
      const file = Object.keys(COMPONENT_KINDS).find((f) => COMPONENT_KINDS[f] === kind) ?? kind;
      report("ref-resolves", `${pointer}/$ref`, `$ref ${ref} names no component (no ${name} in components/${file})`);
    }
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${escapeToken(k)}`);
  };
  walk(doc, "");
}

function methodListed(ctx) {
  for (const p of ctx.assembled.listingProblems) ctx.reportAt("method-listed", p, p.message);
  // `- $ref: methods/admin.yaml#/3 # admin.getLoggerLevel`: an index says nothing to a reader, the comment does, so
  // it must name the method the index points at (an item inserted above would silently shift the meaning)
  const lines = new Map();
  for (const { pointer } of ctx.assembled.listed) {
    const name = getPointer(ctx.doc, `${pointer}/name`);
    const at = ctx.locate(`${pointer}/$ref`);
    if (!lines.has(at.file)) lines.set(at.file, readFileSync(at.file, "utf8").split("\n"));
    const comment = /#\s*(\S+)\s*$/.exec(lines.get(at.file)[at.line - 1] ?? "")?.[1];
    if (comment !== name)
      ctx.report(
        "method-listed",
        `${pointer}/$ref`,
        `this $ref points at method ${JSON.stringify(name)}: end its line with # ${name}` +
          (comment ? ` (it says ${comment})` : ""),
      );
  }
}

function methodName(ctx) {
  for (const { name, mp } of ctx.methods) {
    if (typeof name === "string" && !METHOD_NAME.test(name))
      ctx.report(
        "method-name",
        `${mp}/name`,
        `method name ${JSON.stringify(name)} is neither namespace.method (lowercase first letters) ` +
          "nor eth_*, net_*, web3_*",
      );
  }
}

function methodUnique(ctx) {
  const seen = new Map();
  for (const { name, mp } of ctx.methods) {
    if (typeof name !== "string") continue;
    if (!seen.has(name)) {
      seen.set(name, `${mp}/name`);
      continue;
    }
    const first = ctx.locate(seen.get(name));
    const where = `${relative(dirname(resolve(ctx.rootFile)), first.file)}:${first.line}`;
    ctx.report("method-unique", `${mp}/name`, `method ${name} is declared twice (first at ${where})`);
  }
}

function paramStructureDeclared(ctx) {
  for (const { method, mp, name, expected } of ctx.methods) {
    if (method.paramStructure === undefined)
      ctx.report("param-structure-declared", mp, `method ${name} declares no paramStructure (expected ${expected})`);
    else if (method.paramStructure !== expected)
      ctx.report(
        "param-structure-declared",
        `${mp}/paramStructure`,
        `method ${name} has paramStructure ${method.paramStructure}; expected ${expected}`,
      );
  }
}

function endpointDeclared(ctx) {
  const names = ctx.endpointNames;
  if (!names.length) ctx.report("endpoint-declared", "", "top-level x-avaspec-endpoints is missing or empty");
  for (const { method, mp, name } of ctx.methods) {
    const endpoint = method["x-avaspec-endpoint"];
    if (endpoint === undefined)
      ctx.report("endpoint-declared", mp, `method ${name} has no x-avaspec-endpoint (one of ${names.join(", ")})`);
    else if (!names.includes(endpoint))
      ctx.report(
        "endpoint-declared",
        `${mp}/x-avaspec-endpoint`,
        `x-avaspec-endpoint ${JSON.stringify(endpoint)} is not a key of x-avaspec-endpoints (${names.join(", ")})`,
      );
  }
}

function requiredParamOrder(ctx) {
  for (const { name, params, byPosition } of ctx.methods) {
    if (!byPosition) continue;
    let optionalSeen = null;
    for (const p of params) {
      if (!p) continue;
      if (!p.required) optionalSeen ??= p;
      else if (optionalSeen)
        ctx.report(
          "required-param-order",
          p.itemPointer,
          `required param ${p.name} comes after optional param ${optionalSeen.name} in by-position method ${name}`,
        );
    }
  }
}

/** Every param and result schema of every method, as { schema, pointer }. */
function methodSchemas(ctx) {
  return ctx.methods.flatMap(({ params, result }) => [
    ...params.filter(Boolean).map((p) => ({ schema: p.value.schema, pointer: `${p.pointer}/schema` })),
    ...(result?.value ? [{ schema: result.value.schema, pointer: `${result.pointer}/schema` }] : []),
  ]);
}

function schemaCompiles(ctx) {
  for (const { schema, pointer } of methodSchemas(ctx)) {
    const { error } = ctx.compile(schema, pointer);
    if (error) ctx.report("schema-compiles", pointer, `schema does not compile: ${error.message}`);
  }
}

function schemaKeywords(ctx) {
  const { doc } = ctx;
  const schemas = [
    ...Object.entries(doc.components?.schemas ?? {}).map(([n, s]) => ({
      schema: s,
      pointer: pointerOf("components", "schemas", n),
    })),
    ...Object.entries(doc.components?.contentDescriptors ?? {}).map(([n, cd]) => ({
      schema: cd?.schema,
      pointer: pointerOf("components", "contentDescriptors", n, "schema"),
    })),
    ...(Array.isArray(doc["x-extensions"]) ? doc["x-extensions"] : []).map((x, i) => ({
      schema: x?.schema,
      pointer: pointerOf("x-extensions", i, "schema"),
    })),
    ...methodSchemas(ctx),
  ];
  const seen = new Set();
  for (const { schema, pointer } of schemas) {
    for (const hit of unknownKeywords(schema, "openrpc", pointer)) {
      if (seen.has(hit.pointer)) continue;
      seen.add(hit.pointer);
      ctx.report(
        "schema-keywords",
        hit.pointer,
        `schema key ${JSON.stringify(hit.key)} is no JSON Schema keyword of OpenRPC's dialect (draft-07) nor an x- ` +
          "extension (a YAML flow-mapping accident? a comma in a plain scalar ends it)",
      );
    }
  }
}

function methodHasExample(ctx) {
  for (const { method, mp, name, examples, pairings, result } of ctx.methods) {
    const errorOnly = method["x-avaspec-error-only"];
    if (!examples.length) ctx.report("method-has-example", mp, `method ${name} has no examples`);
    else if (errorOnly !== undefined && (typeof errorOnly !== "string" || errorOnly.trim() === ""))
      ctx.report("method-has-example", `${mp}/x-avaspec-error-only`, "x-avaspec-error-only must say why (a text)");
    else if (result && errorOnly === undefined && !pairings.some((p) => p.value.result !== undefined))
      ctx.report(
        "method-has-example",
        `${mp}/examples`,
        `method ${name} has no success example (every pairing is an x-avaspec-error; ` +
          "x-avaspec-error-only says why when none can be shown)",
      );
  }
}

function exampleResultValid(ctx) {
  for (const { name, pairings, result } of ctx.methods) {
    for (const { value: pairing, pointer: pp } of pairings) {
      const label = `example ${JSON.stringify(pairing.name)}`;
      const hasResult = pairing.result !== undefined;
      const hasError = pairing["x-avaspec-error"] !== undefined;
      if (hasResult && hasError)
        ctx.report("example-result-valid", `${pp}/x-avaspec-error`, `${label} has both result and x-avaspec-error`);
      else if (!hasResult && !hasError)
        ctx.report("example-result-valid", pp, `${label} has neither result nor x-avaspec-error`);
      if (!hasResult) continue;
      const ex = follow(ctx.doc, pairing.result, `${pp}/result`);
      if (!result)
        ctx.report("example-result-valid", `${pp}/result`, `${label} has a result but method ${name} declares none`);
      else if (ex?.value && typeof ex.value === "object" && "value" in ex.value) {
        const schemaPointer = `${result.pointer}/schema`;
        const what = `${label} result`;
        ctx.checkValue(
          "example-result-valid",
          result.value?.schema,
          schemaPointer,
          ex.value.value,
          `${ex.pointer}/value`,
          what,
        );
      }
    }
  }
}

/** An error's x-avaspec-message-pattern as a whole-message RegExp; an invalid one is reported where it is written. */
function makePatternOf(ctx) {
  const patterns = new Map();
  return (error) => {
    const source = error["x-avaspec-message-pattern"];
    if (typeof source !== "string") return null;
    if (!patterns.has(source)) {
      try {
        patterns.set(source, new RegExp(`^(?:${source})$`));
      } catch (e) {
        const errors = ctx.doc.components?.errors ?? {};
        const name = Object.keys(errors).find((k) => errors[k] === error);
        const at = name ? pointerOf("components", "errors", name, "x-avaspec-message-pattern") : "";
        ctx.report(
          "example-error-declared",
          at,
          `x-avaspec-message-pattern is not a valid regular expression: ${/** @type {Error} */ (e).message}`,
        );
        patterns.set(source, null);
      }
    }
    return patterns.get(source);
  };
}

function exampleErrorDeclared(ctx) {
  const patternOf = makePatternOf(ctx);
  for (const { name, pairings, errors } of ctx.methods) {
    for (const { value: pairing, pointer: pp } of pairings) {
      const error = pairing["x-avaspec-error"];
      if (error === undefined) continue;
      const label = `example ${JSON.stringify(pairing.name)}`;
      const { code, message } = error ?? {};
      const sameCode = errors.filter((e) => e.code === code);
      const matches = (e) => e.message === message || patternOf(e)?.test(String(message)) === true;
      if (!sameCode.length) {
        const declared = errors.map((e) => e.code).join(", ") || "none";
        ctx.report(
          "example-error-declared",
          `${pp}/x-avaspec-error/code`,
          `${label}: method ${name} declares no error with code ${code} (declared: ${declared})`,
        );
      } else if (!sameCode.some(matches)) {
        const wanted = sameCode.map((e) => JSON.stringify(e["x-avaspec-message-pattern"] ?? e.message)).join(", ");
        ctx.report(
          "example-error-declared",
          `${pp}/x-avaspec-error/message`,
          `${label}: message ${JSON.stringify(message)} matches no declared error with code ${code} (${wanted})`,
        );
      }
    }
  }
}

/** By-position pairings: each example param is the method's param at that position; required ones present. */
function checkPositionalParams(ctx, m, label, exampleParams, check, pp) {
  exampleParams.forEach((ex, i) => {
    const param = m.params[i];
    if (!param)
      ctx.report(
        "example-params-valid",
        ex.pointer,
        `${label} has ${exampleParams.length} params but method ${m.name} takes ${m.params.length}`,
      );
    else if (ex.value?.name !== undefined && ex.value.name !== param.name)
      ctx.report(
        "example-params-valid",
        `${ex.pointer}/name`,
        `${label} param #${i} is named ${JSON.stringify(ex.value.name)} but param #${i} of ${m.name} is ${param.name}`,
      );
    else check(param, ex);
  });
  for (const param of m.params.slice(exampleParams.length))
    if (param?.required)
      ctx.report("example-params-valid", `${pp}/params`, `${label} lacks required param ${param.name}`);
}

/** By-name pairings: each example param names a param of the method, once; required ones present. */
function checkNamedParams(ctx, m, label, exampleParams, check, pp) {
  const given = new Map();
  for (const ex of exampleParams) {
    const exName = ex.value?.name;
    const param = m.params.find((p) => p && p.name === exName);
    if (!param) {
      const takes = m.params.map((p) => p?.name).join(", ") || "no params";
      const message = `${label} passes ${JSON.stringify(exName)}, which method ${m.name} does not take (${takes})`;
      ctx.report("example-params-valid", `${ex.pointer}/name`, message);
    } else if (given.has(exName))
      ctx.report("example-params-valid", `${ex.pointer}/name`, `${label} passes ${exName} twice`);
    else {
      given.set(exName, ex);
      check(param, ex);
    }
  }
  for (const param of m.params)
    if (param?.required && !given.has(param.name))
      ctx.report("example-params-valid", `${pp}/params`, `${label} lacks required param ${param.name}`);
}

function exampleParamsValid(ctx) {
  for (const m of ctx.methods) {
    for (const { value: pairing, pointer: pp } of m.pairings) {
      if (pairing["x-avaspec-error"] !== undefined) continue; // an error example's params are invalid on purpose
      const label = `example ${JSON.stringify(pairing.name)}`;
      const exampleParams = (Array.isArray(pairing.params) ? pairing.params : []).map(
        (raw, i) => follow(ctx.doc, raw, `${pp}/params/${i}`) ?? { value: undefined, pointer: `${pp}/params/${i}` },
      );
      const check = (param, ex) => {
        if (!ex.value || typeof ex.value !== "object" || !("value" in ex.value)) return;
        const what = `${label} param ${param.name}`;
        const schemaPointer = `${param.pointer}/schema`;
        ctx.checkValue(
          "example-params-valid",
          param.value.schema,
          schemaPointer,
          ex.value.value,
          `${ex.pointer}/value`,
          what,
        );
      };
      if (m.byPosition) checkPositionalParams(ctx, m, label, exampleParams, check, pp);
      else checkNamedParams(ctx, m, label, exampleParams, check, pp);
    }
  }
}

/** Every rule: its id, what it enforces (the README's table is checked against these ids), and its check. */
export const RULE_TABLE = [
  {
    id: "openrpc-meta-schema",
    description:
      "the assembled document validates against the OpenRPC meta-schema (schema-utils-js validateOpenRPCDocument), " +
      "and `openrpc` is a version @open-rpc/meta-schema 1.14.9 accepts",
    check: openrpcMetaSchema,
  },
  {
    id: "ref-resolves",
    description:
      "every `$ref` resolves: a root method ref names an item of a methods/<group>.yaml list, every other ref " +
      "names an existing component of components/<kind>.yaml",
    check: refResolves,
  },
  {
    id: "method-listed",
    description:
      "every method of methods/*.yaml is listed exactly once in the root's `methods` (none silently dropped), each " +
      "root `$ref` line ending in a comment that names the method it points at",
    check: methodListed,
  },
  {
    id: "method-has-example",
    description:
      "every method has example pairings, at least one of them a success (`result`) pairing when the method has a " +
      "result",
    check: methodHasExample,
  },
  {
    id: "example-params-valid",
    description:
      "each success pairing's params are the method's params (by name, or by position for by-position methods), " +
      "required ones present, each value valid against its schema (ajv, ajv-formats)",
    check: exampleParamsValid,
  },
  {
    id: "example-result-valid",
    description:
      "each pairing has exactly one of `result` and `x-avaspec-error`; a `result` value is valid against the " +
      "method's result schema",
    check: exampleResultValid,
  },
  {
    id: "example-error-declared",
    description:
      "an `x-avaspec-error` pairing names a code and message the method declares in `errors` (a message may match " +
      "the error's `x-avaspec-message-pattern`)",
    check: exampleErrorDeclared,
  },
  { id: "schema-compiles", description: "every param and result schema compiles with ajv", check: schemaCompiles },
  {
    id: "schema-keywords",
    description:
      "every key of every schema (components, content descriptors, params, results, extension schemas) is a " +
      "keyword of OpenRPC's JSON Schema dialect (draft-07, @json-schema-tools/meta-schema) or an `x-` extension",
    check: schemaKeywords,
  },
  {
    id: "param-structure-declared",
    description:
      "every method declares `paramStructure`: " +
      "`by-position` for geth-style `eth_*`, `net_*`, `web3_*`, `by-name` otherwise",
    check: paramStructureDeclared,
  },
  {
    id: "method-name",
    description:
      "method names are `namespace.method` (lowercase first letter on both sides of the dot) " +
      "or geth-style `eth_*`, `net_*`, `web3_*`",
    check: methodName,
  },
  {
    id: "endpoint-declared",
    description: "every method's `x-avaspec-endpoint` is a key of the top-level `x-avaspec-endpoints`",
    check: endpointDeclared,
  },
  { id: "method-unique", description: "method names are unique", check: methodUnique },
  {
    id: "required-param-order",
    description: "by-position methods have no required param after an optional one",
    check: requiredParamOrder,
  },
];
