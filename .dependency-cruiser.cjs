// dependency-cruiser: no import cycle in any package or tool (`pnpm lint` runs `depcruise packages tools`).
// Type-only imports count: a cycle through types still ties two modules into one.

/** Known cycles that must not grow: one entry per cycle, given as the modules it runs through. */
const cycle = (...modules) => ({
  type: "cycle",
  from: modules[0],
  to: modules[1],
  rule: { name: "no-circular", severity: "error" },
  cycle: modules.map((name) => ({ name, dependencyTypes: [] })),
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: split the shared part into a module both import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "(^|/)(node_modules|dist|\\.turbo)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      conditionNames: ["import", "require", "node", "default", "types"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"],
    },
    // no known violation: every cycle of the mocks is gone (issue 21); a new cycle fails the run
    knownViolations: [],
  },
};
