import { resolve } from "node:path";

/** Options of `bun run serve`, parsed once. */
export interface ServeOptions {
  readonly host: string;
  readonly grpcPort: number;
  readonly httpPort: number;
  readonly dataDir: string;
  readonly help: boolean;
}

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_HTTP_PORT = 7410;
export const DEFAULT_GRPC_PORT = 7411;
export const DEFAULT_DATA_DIR = ".toolwire";

export const SERVE_USAGE = `Usage: bun run serve -- [options]

Runs the toolwire runtime: the permission service and tool lifecycle over gRPC and HTTP.

Options:
  --host <addr>        address to bind (default ${DEFAULT_HOST})
  --grpc-port <n>      gRPC port; 0 picks a free one (default ${DEFAULT_GRPC_PORT})
  --http-port <n>      HTTP port; 0 picks a free one (default ${DEFAULT_HTTP_PORT})
  --data-dir <dir>     approvals database and token (default ./${DEFAULT_DATA_DIR})
  --help               show this help

Environment:
  TOOLWIRE_TOKEN       bearer token clients must send; when unset one is generated on first
                       start, stored in <data-dir>/token and printed
`;

/** Thrown for a bad command line; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

function port(flag: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 0 || n > 65535) {
    throw new UsageError(`${flag} expects a port number 0-65535, got "${value}"`);
  }
  return n;
}

/** Parses `--flag value` / `--flag=value` arguments into frozen options. */
export function parseServeOptions(argv: readonly string[], cwd: string = process.cwd()): ServeOptions {
  const out = { host: DEFAULT_HOST, grpcPort: DEFAULT_GRPC_PORT, httpPort: DEFAULT_HTTP_PORT, dataDir: DEFAULT_DATA_DIR, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") continue;
    if (arg === "--help" || arg === "-h") {
      out.help = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const take = (): string => {
      if (eq >= 0) return arg.slice(eq + 1);
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return value;
    };
    switch (flag) {
      case "--host":
        out.host = take();
        break;
      case "--grpc-port":
        out.grpcPort = port(flag, take());
        break;
      case "--http-port":
        out.httpPort = port(flag, take());
        break;
      case "--data-dir":
        out.dataDir = take();
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return Object.freeze({ ...out, dataDir: resolve(cwd, out.dataDir) });
}
