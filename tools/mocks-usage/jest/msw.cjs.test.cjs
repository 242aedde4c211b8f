// jest in its default CommonJS mode with the MSW handlers: require() of @avaspec/mocks/msw, an ES module.
const { createHandlers } = require("@avaspec/mocks/msw");

test("creates the handlers", async () => {
  const handlers = await createHandlers({ seed: "jest" });
  expect(handlers).toHaveLength(3);
});
