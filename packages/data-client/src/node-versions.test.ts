// The built package runs on Node 22 and 24 (from the npm registry through npx), as well as on this Node.
import { describeNodeVersions } from "@avaspec/client-gen/test-support/node-versions";

describeNodeVersions(new URL("../", import.meta.url), (major) => ({
  node: major,
  ids: ["43114", "43113"],
  status: "OK",
  unauthorized: true,
  leaked: false,
  hits: 4,
}));
