// In a browser page there is no native binding: @ethereumjs recovers with noble, its own default.
import type { EcdsaRecover } from "./custom-crypto.js";

export const ecdsaRecover: EcdsaRecover | undefined = undefined;
