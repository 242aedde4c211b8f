// A server that could not open its port, as the caller of startMocks (or the CLI) sees it: which API, which address,
// why in words, and the option that changes it.

/** The option (and the CLI's flag and variable) that sets each API's port. */
const PORT_OPTION = {
  metrics: "ports.metrics (--metrics-port, AVASPEC_METRICS_PORT)",
  data: "ports.data (--data-port, AVASPEC_DATA_PORT)",
  node: "ports.node (--node-port, AVASPEC_NODE_PORT)",
} as Record<string, string>;

export class MockStartError extends Error {
  override readonly name = "MockStartError";
  /** the listen error's code: EADDRINUSE, EACCES, EADDRNOTAVAIL, … */
  readonly code: string | undefined;
  constructor(
    readonly api: string,
    readonly host: string,
    readonly port: number,
    cause: unknown,
  ) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    super(describe(api, host, port, code, cause), { cause });
    this.code = code;
  }
}

function describe(api: string, host: string, port: number, code: string | undefined, cause: unknown): string {
  const option = PORT_OPTION[api] ?? "its port option";
  if (code === "EADDRINUSE")
    return `cannot start the ${api} mock: port ${port} on ${host} is already in use; choose another with ${option}`;
  if (code === "EACCES")
    return `cannot start the ${api} mock on ${host}:${port}: permission denied; choose another with ${option}`;
  if (code === "EADDRNOTAVAIL")
    return `cannot start the ${api} mock: address ${host} is not available on this machine (host, AVASPEC_HOST)`;
  return `cannot start the ${api} mock on ${host}:${port}: ${(cause as Error)?.message ?? String(cause)}`;
}
