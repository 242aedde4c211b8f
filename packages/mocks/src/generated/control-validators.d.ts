// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)

/** Validators generated for the control plane's bodies, by schema key. */
export declare const GENERATED_CONTROL_VALIDATORS: {
  readonly validators: Readonly<Record<string, unknown>>;
  readonly acceptsNull: Readonly<Record<string, boolean>>;
};
