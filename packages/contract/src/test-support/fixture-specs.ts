// Small specs of our own, shaped like the assembled avaspec documents, to test the derivation and the runner without
// the real ones.
const error = {
  description: "error",
  content: {
    "application/json": {
      schema: {
        type: "object",
        additionalProperties: false,
        required: ["message", "statusCode", "error"],
        properties: {
          message: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
          statusCode: { type: "integer" },
          error: { type: "string" },
        },
      },
    },
  },
};
const errors = { 400: error, 404: error, 500: error };

export const restFixture = {
  openapi: "3.1.0",
  info: { title: "Fixture REST", version: "1.0.0" },
  paths: {
    "/v2/chains/{chainId}/metrics/{metric}": {
      get: {
        operationId: "getSeries",
        parameters: [
          {
            name: "chainId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^[0-9]+$" },
            example: "43114",
          },
          {
            name: "metric",
            in: "path",
            required: true,
            "x-avaspec-day-only": ["avgTps", "cumulativeTxCount"],
            schema: { type: "string", enum: ["txCount", "avgTps", "cumulativeTxCount"] },
            example: "txCount",
          },
          {
            name: "timeInterval",
            in: "query",
            schema: { type: "string", enum: ["hour", "day"], default: "day" },
            example: "day",
          },
          { name: "startTimestamp", in: "query", schema: { type: "integer", minimum: 0 }, example: 1722470400 },
          { name: "endTimestamp", in: "query", schema: { type: "integer", minimum: 0 }, example: 1725148800 },
          {
            name: "pageToken",
            in: "query",
            "x-avaspec-page-token-ttl-seconds": 86400,
            schema: { type: "string", minLength: 1 },
            example: "4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90",
          },
          {
            name: "pageSize",
            in: "query",
            schema: { type: "integer", minimum: 1, maximum: 10, default: 5 },
            example: 5,
          },
        ],
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  additionalProperties: false,
                  required: ["results"],
                  properties: {
                    nextPageToken: { type: "string" },
                    results: {
                      type: "array",
                      items: {
                        type: "object",
                        additionalProperties: false,
                        required: ["timestamp", "value"],
                        properties: { timestamp: { type: "integer" }, value: { type: "number" } },
                      },
                    },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
    },
    "/v1/chains/{chainId}/blocks/{blockId}": {
      get: {
        operationId: "getBlock",
        parameters: [
          {
            name: "chainId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^[0-9]+$" },
            example: "43114",
          },
          {
            name: "blockId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^([0-9]+|0x[0-9a-f]{64})$" },
            examples: { number: { value: "100" }, hash: { value: `0x${"64".padStart(64, "0")}` } },
          },
        ],
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  additionalProperties: false,
                  required: ["blockNumber", "blockHash", "parentHash", "txCount"],
                  properties: {
                    blockNumber: { type: "string" },
                    blockHash: { type: "string" },
                    parentHash: { type: "string" },
                    txCount: { type: "integer" },
                  },
                },
              },
            },
            links: {
              sameBlockByHash: {
                operationId: "getBlock",
                parameters: { chainId: "$request.path.chainId", blockId: "$response.body#/blockHash" },
              },
              parentBlock: {
                operationId: "getBlock",
                parameters: { chainId: "$request.path.chainId", blockId: "$response.body#/parentHash" },
              },
            },
          },
          ...errors,
        },
      },
    },
    "/v2/query": {
      post: {
        operationId: "runQuery",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["operator", "queries"],
                properties: {
                  operator: { type: "string", enum: ["AND", "OR"] },
                  queries: { type: "array", minItems: 1, items: { type: "string" } },
                },
              },
              examples: {
                one: { value: { operator: "AND", queries: ["a"] } },
                two: { value: { operator: "OR", queries: ["a", "b"] } },
              },
            },
          },
        },
        responses: {
          200: {
            description: "ok",
            headers: { "x-query-id": { required: true, schema: { type: "string" } } },
            content: {
              "application/json": {
                schema: { type: "object", required: ["total"], properties: { total: { type: "integer" } } },
              },
            },
          },
          ...errors,
        },
      },
    },
  },
};

/** CB58 of the sha256 of the first fixture container's payload (the byte 0x0a). */
const FIRST_CONTAINER_ID = "m8ZnJu6e581xtZGCeQtR8hxwL7TdKxbqF7dQ53PiWLTf1KmT";

const container = {
  type: "object",
  additionalProperties: false,
  required: ["id", "bytes", "timestamp", "encoding", "index"],
  properties: {
    id: { title: "CB58Id", type: "string", pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$" },
    bytes: {
      type: "string",
      description: "hex(payload) followed by the last 4 bytes of sha256(payload)",
      pattern: "^0x([0-9a-fA-F]{2}){4,}$",
    },
    timestamp: { type: "string" },
    encoding: { type: "string", enum: ["hex"] },
    index: { type: "string", pattern: "^[0-9]+$" },
  },
};
const encoding = { name: "encoding", required: false, schema: { type: "string", enum: ["hex"], default: "hex" } };
const empty = { name: "result", schema: { type: "object", additionalProperties: false, properties: {} } };
const E = {
  unmarshal: {
    code: -32000,
    message:
      "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. " +
      "See documentation for example calls",
  },
  noMethod: {
    code: -32000,
    message: 'rpc: can\'t find method "admin.foo"',
    "x-avaspec-message-pattern": '^rpc: can\'t find method ".+"$',
    "x-avaspec-error-endpoints": ["admin", "index"],
  },
  gethNoMethod: {
    code: -32601,
    message: "the method eth_foo does not exist/is not available",
    "x-avaspec-message-pattern": "^the method .+ does not exist/is not available$",
    "x-avaspec-error-endpoints": ["rpc"],
  },
  invalidArgument: {
    code: -32602,
    message: "invalid argument 0: bad",
    "x-avaspec-message-pattern": "^(invalid argument \\d+: .+|non-array args)$",
  },
  parse: { code: -32700, message: "parse error", "x-avaspec-message-pattern": "." },
  invalidRequest: { code: -32600, message: "jsonrpc must be 2.0", "x-avaspec-error-endpoints": ["admin", "index"] },
  rpcInvalidRequest: { code: -32600, message: "invalid request", "x-avaspec-error-endpoints": ["rpc"] },
  emptyBatch: { code: -32600, message: "empty batch", "x-avaspec-error-endpoints": ["rpc"] },
  batchTooLarge: { code: -32600, message: "batch too large", "x-avaspec-error-endpoints": ["rpc"] },
  notFound: { code: -32000, message: "not found" },
  noContainers: { code: -32000, message: "no containers have been accepted" },
  noContainerAt: {
    code: -32000,
    message: "no container at index 9",
    "x-avaspec-message-pattern": "^no container at index \\d+$",
  },
  startPast: {
    code: -32000,
    message: "start index (9) > last accepted index (4)",
    "x-avaspec-message-pattern": "^start index \\(\\d+\\) > last accepted index \\(\\d+\\)$",
  },
  numToFetch: {
    code: -32000,
    message: "numToFetch must be in [0,1024] but is 1025",
    "x-avaspec-message-pattern": "^numToFetch must be in \\[0,1024\\] but is \\d+$",
  },
  neitherLevel: { code: -32000, message: "need to specify either displayLevel or logLevel" },
  noLogger: {
    code: -32000,
    message: 'logger with name "x" not found',
    "x-avaspec-message-pattern": '^logger with name ".*" not found$',
  },
  aliasTooLong: { code: -32000, message: "alias length is too long" },
  aliasInUse: {
    code: -32000,
    message: "route is either already aliased or already maps to a handle: x",
    "x-avaspec-message-pattern": "^route is either already aliased or already maps to a handle: [\\s\\S]*$",
  },
  chainAliasInUse: {
    code: -32000,
    message: "x is already used as an alias for an ID",
    "x-avaspec-message-pattern": "^[\\s\\S]* is already used as an alias for an ID$",
  },
  cpuRunning: { code: -32000, message: "cpu profiler already running" },
  cpuMissing: { code: -32000, message: "cpu profiler doesn't exist" },
};
const level = { type: "string", enum: ["VERBO", "DEBUG", "TRACE", "INFO", "WARN", "ERROR", "FATAL", "OFF"] };
const errorsOf = (...es: (typeof E)[keyof typeof E][]) => es;

export const rpcFixture = {
  openrpc: "1.3.2",
  info: { title: "Fixture node", version: "1.0.0" },
  "x-avaspec-endpoints": {
    admin: {
      path: "/ext/admin",
      batch: false,
      aliasable: true,
      enabledBy: "--api-admin-enabled",
      defaultEnabled: false,
    },
    index: {
      path: "/ext/index/{chain}/{kind}",
      batch: false,
      instances: [
        { chain: "C", kind: "block" },
        { chain: "X", kind: "tx" },
      ],
    },
    rpc: { path: "/ext/bc/{blockchainId}/rpc", batch: true, maxBatch: 3, chainAliasable: true },
  },
  methods: [
    {
      name: "admin.alias",
      "x-avaspec-endpoint": "admin",
      "x-avaspec-mutates": true,
      paramStructure: "by-name",
      params: [
        { name: "endpoint", required: true, schema: { type: "string", minLength: 1 } },
        { name: "alias", required: true, schema: { type: "string", minLength: 1, maxLength: 512 } },
      ],
      result: empty,
      errors: errorsOf(E.unmarshal, E.aliasTooLong, E.aliasInUse),
      examples: [
        {
          name: "alias the admin API",
          params: [
            { name: "endpoint", value: "admin" },
            { name: "alias", value: "myAdmin" },
          ],
          result: { name: "result", value: {} },
        },
        {
          name: "alias too long",
          params: [
            { name: "endpoint", value: "admin" },
            { name: "alias", value: "a".repeat(513) },
          ],
          "x-avaspec-error": E.aliasTooLong,
        },
      ],
    },
    {
      name: "admin.aliasChain",
      "x-avaspec-endpoint": "admin",
      "x-avaspec-mutates": true,
      paramStructure: "by-name",
      params: [
        { name: "chain", required: true, schema: { type: "string" } },
        { name: "alias", required: true, schema: { type: "string", minLength: 1, maxLength: 512 } },
      ],
      result: empty,
      errors: errorsOf(E.unmarshal, E.aliasTooLong, E.chainAliasInUse),
      examples: [
        {
          name: "alias a chain",
          params: [
            { name: "chain", value: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" },
            { name: "alias", value: "myChain" },
          ],
          result: { name: "result", value: {} },
        },
      ],
    },
    {
      name: "admin.getChainAliases",
      "x-avaspec-endpoint": "admin",
      paramStructure: "by-name",
      params: [{ name: "chain", required: true, schema: { type: "string" } }],
      result: {
        name: "result",
        schema: {
          type: "object",
          required: ["aliases"],
          properties: { aliases: { type: "array", items: { type: "string" } } },
        },
      },
      errors: errorsOf(E.unmarshal),
      examples: [
        {
          name: "aliases",
          params: [{ name: "chain", value: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" }],
          result: { name: "result", value: { aliases: ["C"] } },
        },
      ],
    },
    {
      name: "admin.getLoggerLevel",
      "x-avaspec-endpoint": "admin",
      paramStructure: "by-name",
      params: [{ name: "loggerName", required: false, schema: { type: "string" } }],
      result: {
        name: "result",
        schema: {
          type: "object",
          required: ["loggerLevels"],
          properties: {
            loggerLevels: {
              type: "object",
              additionalProperties: {
                type: "object",
                required: ["logLevel", "displayLevel"],
                properties: { logLevel: level, displayLevel: level },
              },
            },
          },
        },
      },
      errors: errorsOf(E.unmarshal, E.noLogger),
      examples: [
        {
          name: "one logger",
          params: [{ name: "loggerName", value: "C" }],
          result: { name: "result", value: { loggerLevels: { C: { logLevel: "INFO", displayLevel: "INFO" } } } },
        },
      ],
    },
    {
      name: "admin.setLoggerLevel",
      "x-avaspec-endpoint": "admin",
      "x-avaspec-mutates": true,
      paramStructure: "by-name",
      params: [
        { name: "loggerName", required: false, schema: { type: "string" } },
        { name: "logLevel", required: false, schema: level },
        { name: "displayLevel", required: false, schema: level },
      ],
      result: empty,
      errors: errorsOf(E.unmarshal, E.neitherLevel, E.noLogger),
      examples: [
        {
          name: "set one logger",
          params: [
            { name: "loggerName", value: "C" },
            { name: "logLevel", value: "INFO" },
          ],
          result: { name: "result", value: {} },
        },
        { name: "neither level", params: [{ name: "loggerName", value: "C" }], "x-avaspec-error": E.neitherLevel },
      ],
    },
    {
      name: "admin.startCPUProfiler",
      "x-avaspec-endpoint": "admin",
      "x-avaspec-mutates": true,
      paramStructure: "by-name",
      params: [],
      result: empty,
      errors: errorsOf(E.cpuRunning),
      examples: [
        { name: "start", params: [], result: { name: "result", value: {} } },
        { name: "started twice", params: [], "x-avaspec-error": E.cpuRunning },
      ],
    },
    {
      name: "admin.stopCPUProfiler",
      "x-avaspec-endpoint": "admin",
      "x-avaspec-mutates": true,
      paramStructure: "by-name",
      params: [],
      result: empty,
      errors: errorsOf(E.cpuMissing),
      examples: [
        { name: "stop", params: [], result: { name: "result", value: {} } },
        { name: "stopped without start", params: [], "x-avaspec-error": E.cpuMissing },
      ],
    },
    {
      name: "index.getLastAccepted",
      "x-avaspec-endpoint": "index",
      paramStructure: "by-name",
      params: [encoding],
      result: { name: "result", schema: container },
      errors: errorsOf(E.unmarshal, E.noContainers),
      examples: [{ name: "last", params: [{ name: "encoding", value: "hex" }], result: { name: "result", value: {} } }],
    },
    {
      name: "index.getContainerByID",
      "x-avaspec-endpoint": "index",
      paramStructure: "by-name",
      servers: [
        {
          url: "http://{nodeHost}/ext/index/{chain}/{kind}",
          variables: { nodeHost: { default: "127.0.0.1:9650" }, chain: { default: "X" }, kind: { default: "tx" } },
        },
      ],
      params: [{ name: "id", required: true, schema: { type: "string", minLength: 1 } }, encoding],
      result: { name: "result", schema: container },
      errors: errorsOf(E.unmarshal, E.notFound),
      examples: [
        {
          name: "by id",
          params: [
            { name: "id", value: FIRST_CONTAINER_ID },
            { name: "encoding", value: "hex" },
          ],
          result: { name: "result", value: {} },
        },
        {
          name: "unknown id",
          params: [
            { name: "id", value: "nope" },
            { name: "encoding", value: "hex" },
          ],
          "x-avaspec-error": E.notFound,
        },
      ],
    },
    {
      name: "index.getIndex",
      "x-avaspec-endpoint": "index",
      paramStructure: "by-name",
      params: [{ name: "id", required: true, schema: { type: "string", minLength: 1 } }, encoding],
      result: {
        name: "result",
        schema: { type: "object", required: ["index"], properties: { index: { type: "string" } } },
      },
      errors: errorsOf(E.unmarshal, E.notFound),
      examples: [
        {
          name: "index of",
          params: [
            { name: "id", value: FIRST_CONTAINER_ID },
            { name: "encoding", value: "hex" },
          ],
          result: { name: "result", value: { index: "0" } },
        },
      ],
    },
    {
      name: "index.getContainerByIndex",
      "x-avaspec-endpoint": "index",
      paramStructure: "by-name",
      params: [
        {
          name: "index",
          required: true,
          schema: {
            oneOf: [
              { type: "integer", minimum: 0 },
              { type: "string", pattern: "^[0-9]+$" },
            ],
          },
        },
        encoding,
      ],
      result: { name: "result", schema: container },
      errors: errorsOf(E.unmarshal, E.noContainerAt),
      examples: [
        {
          name: "first",
          params: [
            { name: "index", value: 0 },
            { name: "encoding", value: "hex" },
          ],
          result: { name: "result", value: {} },
        },
      ],
    },
    {
      name: "index.getContainerRange",
      "x-avaspec-endpoint": "index",
      paramStructure: "by-name",
      params: [
        {
          name: "startIndex",
          required: true,
          schema: {
            oneOf: [
              { type: "integer", minimum: 0 },
              { type: "string", pattern: "^[0-9]+$" },
            ],
          },
        },
        {
          name: "numToFetch",
          required: true,
          schema: {
            oneOf: [
              { type: "integer", minimum: 0, maximum: 1024 },
              { type: "string", pattern: "^[0-9]+$" },
            ],
          },
        },
        encoding,
      ],
      result: { name: "result", schema: { oneOf: [{ type: "array", items: container }, { type: "null" }] } },
      errors: errorsOf(E.unmarshal, E.startPast, E.numToFetch, E.noContainers),
      examples: [
        {
          name: "two",
          params: [
            { name: "startIndex", value: 0 },
            { name: "numToFetch", value: 2 },
            { name: "encoding", value: "hex" },
          ],
          result: { name: "result", value: [] },
        },
        {
          name: "past the end",
          params: [
            { name: "startIndex", value: 99999 },
            { name: "numToFetch", value: 1 },
            { name: "encoding", value: "hex" },
          ],
          "x-avaspec-error": E.startPast,
        },
      ],
    },
    {
      name: "eth_feeConfig",
      "x-avaspec-endpoint": "rpc",
      paramStructure: "by-position",
      servers: [
        {
          url: "{node_url}/ext/bc/{blockchainId}/rpc",
          variables: {
            node_url: { default: "http://127.0.0.1:9650" },
            blockchainId: { default: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" },
          },
        },
      ],
      params: [{ name: "blk", required: false, schema: { type: "string", pattern: "^(latest|0x[0-9a-f]+)$" } }],
      result: {
        name: "result",
        schema: {
          type: "object",
          additionalProperties: false,
          required: ["feeConfig", "lastChangedAt"],
          properties: {
            feeConfig: { type: "object", required: ["gasLimit"], properties: { gasLimit: { type: "integer" } } },
            lastChangedAt: { type: "integer" },
          },
        },
      },
      errors: errorsOf(E.invalidArgument),
      examples: [{ name: "latest", params: [{ name: "blk", value: "latest" }], result: { name: "result", value: {} } }],
    },
  ],
  components: { errors: E },
};
