// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)

/** Validators generated for the node's parameters, by schema key. */
export declare const GENERATED_SCHEMA_VALIDATORS: {
  readonly validators: Readonly<Record<string, unknown>>;
  readonly acceptsNull: Readonly<Record<string, boolean>>;
};
