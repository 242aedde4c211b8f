// avaspec conventions for the REST contracts, as Redocly rules (configured in /redocly.yaml).
// Each rule is tested against a deliberately broken spec in lint.test.ts.
"use strict";
const { unknownKeys } = require("../schema-keywords.cjs");

/** The 8 error responses every operation declares, by status → file name under specs/shared/responses/. */
const SHARED_ERRORS = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  429: "TooManyRequests",
  500: "InternalServerError",
  502: "BadGateway",
  503: "ServiceUnavailable",
};
const PAGE_TOKEN_TTL_SECONDS = 86400;

/** Every media type of every response has an `example` or a non-empty `examples` map. */
function responseHasExample() {
  return {
    Response(response, ctx) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        const resolved = media?.$ref ? ctx.resolve(media).node : media;
        const hasExample =
          resolved && ("example" in resolved || (resolved.examples && Object.keys(resolved.examples).length > 0));
        if (!hasExample) {
          ctx.report({
            message: `Response content "${type}" has no example (add \`examples:\` with at least one named example).`,
            location: ctx.location.child(["content", type]).key(),
          });
        }
      }
    },
  };
}

/** Every 4xx/5xx response of an operation is a $ref to the matching file in specs/shared/responses/. */
function errorResponseIsShared() {
  return {
    Operation(operation, ctx) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const expected = SHARED_ERRORS[status];
        const where = ctx.location.child(["responses", status]);
        if (!expected) {
          ctx.report({
            message: `Error response ${status} is not one of the 8 shared error responses.`,
            location: where.key(),
          });
          continue;
        }
        const ref = response && typeof response === "object" ? response.$ref : undefined;
        const target = ref ? (ctx.resolve(response).location?.source?.absoluteRef ?? "") : "";
        if (!ref || !target.replace(/\\/g, "/").endsWith(`/shared/responses/${expected}.yaml`)) {
          ctx.report({
            message:
              `Response ${status} must be \`$ref\` to shared/responses/${expected}.yaml ` +
              "(errors are declared once).",
            location: where.key(),
          });
        }
      }
    },
  };
}

/** Every `pageToken` query parameter carries `x-avaspec-page-token-ttl-seconds: 86400`. */
function pageTokenTtl() {
  return {
    Parameter(parameter, ctx) {
      if (parameter.name !== "pageToken" || parameter.in !== "query") return;
      if (parameter["x-avaspec-page-token-ttl-seconds"] !== PAGE_TOKEN_TTL_SECONDS) {
        ctx.report({
          message:
            `pageToken must carry x-avaspec-page-token-ttl-seconds: ${PAGE_TOKEN_TTL_SECONDS} ` +
            "(tokens live 24 hours).",
          location: ctx.location.child(["name"]),
        });
      }
    },
  };
}

/** Metric-list extensions (x-avaspec-day-only, x-avaspec-short-window) name only values of the parameter's enum. */
function metricListsInEnum() {
  const EXTENSIONS = ["x-avaspec-day-only", "x-avaspec-short-window"];
  return {
    Parameter(parameter, ctx) {
      for (const ext of EXTENSIONS) {
        if (!(ext in parameter)) continue;
        const list = parameter[ext];
        const schema = parameter.schema?.$ref ? ctx.resolve(parameter.schema).node : parameter.schema;
        const allowed = new Set(schema?.enum || []);
        if (!Array.isArray(list) || list.length === 0) {
          ctx.report({
            message: `${ext} must be a non-empty array of metric names.`,
            location: ctx.location.child([ext]),
          });
          continue;
        }
        list.forEach((value, i) => {
          if (!allowed.has(value)) {
            ctx.report({
              message: `${ext} lists "${value}", which is not a value of the parameter's enum.`,
              location: ctx.location.child([ext, i]),
            });
          }
        });
      }
    },
  };
}

/** Every key of every schema object is a JSON Schema 2020-12 keyword, an OpenAPI 3.1 schema field or an `x-` one. */
function schemaKeywords() {
  return {
    Schema(schema, ctx) {
      for (const key of unknownKeys(schema, "openapi")) {
        ctx.report({
          message:
            `Schema key "${key}" is no JSON Schema 2020-12 keyword, OpenAPI 3.1 schema field or x- extension ` +
            "(a YAML flow-mapping accident? a comma in a plain scalar ends it).",
          location: ctx.location.child([key]).key(),
        });
      }
    },
  };
}

module.exports = function avaspecPlugin() {
  return {
    id: "avaspec",
    rules: {
      oas3: {
        "response-has-example": responseHasExample,
        "error-response-is-shared": errorResponseIsShared,
        "page-token-ttl": pageTokenTtl,
        "metric-lists-in-enum": metricListsInEnum,
        "schema-keywords": schemaKeywords,
      },
    },
  };
};
module.exports.SHARED_ERRORS = SHARED_ERRORS;
