// Our @open-rpc/generator custom component ("type": "custom", "customType": "client"), for its CLI and config
// files: the generator parses and dereferences the document and calls the hook below, which emits node.ts (types,
// endpoint interfaces and routing; no copy of the document, no lodash, no validator). The emitter is asynchronous
// (json-schema-to-typescript is), and the generator awaits hooks but not templates: so a hook writes the file.
// generate.mjs calls the same emitter directly.
"use strict";
const { writeFile } = require("node:fs/promises");
const { join } = require("node:path");
const { emitClient } = require("./emit.cjs");

module.exports = {
  // No static files to copy: everything hand-written lives in src/.
  staticPath: () => undefined,
  hooks: {
    templateFiles: { typescript: [] },
    afterCompileTemplate: [
      async (destDir, _fromDir, _component, openrpcDocument) =>
        writeFile(join(destDir, "node.ts"), await emitClient(openrpcDocument)),
    ],
  },
};
