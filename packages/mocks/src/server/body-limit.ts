// The request body limit every mock applies by default (the host refuses larger bodies with 413).

/** Largest request body accepted by default, in bytes (1 MiB); larger bodies get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
