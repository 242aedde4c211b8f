// Our @open-rpc/generator custom component ("type": "custom", "customType": "client"). The generator parses and
// dereferences the document and calls the template below with it; the template emits src/generated/node.ts
// (types, endpoint interfaces and routing; no copy of the document, no lodash, no validator).
"use strict";
const { emitClient } = require("./emit.cjs");

module.exports = {
  // No static files to copy: everything hand-written lives in src/.
  staticPath: () => undefined,
  hooks: {
    templateFiles: {
      typescript: [
        {
          path: "node.ts",
          template: ({ openrpcDocument }) =>
            emitClient(openrpcDocument, { source: process.env.AVASPEC_NODE_CLIENT_SOURCE }),
        },
      ],
    },
  },
};
