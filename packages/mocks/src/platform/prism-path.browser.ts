// A browser build has no Prism (it loads Node modules): what only Prism answers, a body generated from a schema
// (`Prefer: dynamic=true`), is refused as a preference the mock cannot meet, with a 400 that says so and what works.
import { HttpError } from "../rest/errors.js";
import type { PrismPath, PrismPathOptions } from "../rest/prism-path.js";

export async function createPrismPath(_options: PrismPathOptions): Promise<PrismPath> {
  return {
    answer: async () => {
      throw new HttpError(
        400,
        "Prefer: dynamic=true is not available in the browser build of @avaspec/mocks (generating a body from a " +
          "schema needs Prism, which runs in Node); use Prefer: example=<name> or code=<status>, " +
          "or the mock's own answer",
      );
    },
  };
}
