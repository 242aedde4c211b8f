// Our @open-rpc/generator custom component ("type": "custom", "customType": "client"), for its CLI and config
// files: the generator parses and dereferences the document and calls the template below, which emits node.ts
// (types, endpoint interfaces and routing; no copy of the document, no lodash, no validator). generate.mjs calls
// the same emitter directly.
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
          template: ({ openrpcDocument }) => emitClient(openrpcDocument),
        },
      ],
    },
  },
};
