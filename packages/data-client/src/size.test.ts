// check:size is a real gate: it passes at the 8 KB limit and fails when the limit is below the bundle.
import { itGatesSize } from "@avaspec/client-gen/test-support/size";

itGatesSize(new URL("../", import.meta.url), 8);
