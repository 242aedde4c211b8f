// The built package runs on Node 22 and 24 (from the npm registry through npx), as well as on this Node.
import { describeNodeVersions } from "@avaspec/client-gen/test-support/node-versions";

describeNodeVersions(new URL("../", import.meta.url), (major) => ({
  node: major,
  chainName: "c_chain",
  ids: [1, 2],
  notFound: true,
  status: 404,
  hits: 5,
}));
