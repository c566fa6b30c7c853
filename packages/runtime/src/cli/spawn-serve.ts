import type { Subprocess } from "bun";
import { join } from "node:path";

const SERVE = join(import.meta.dir, "serve.ts");

/** A `bun run serve` subprocess on free loopback ports. */
export interface ServerProcess {
  readonly proc: Subprocess<"ignore", "pipe", "pipe">;
  readonly httpPort: number;
  readonly grpcPort: number;
  readonly httpUrl: string;
  readonly grpcTarget: string;
  /** Everything printed so far (stdout + stderr). */
  output(): string;
  /** SIGTERM and wait; SIGKILL after 5 s. */
  stop(): Promise<number>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill(): Promise<number>;
}

/** Starts the server (ports 0 = picked by the OS, so parallel runs never collide) and waits until it listens. */
export async function spawnServer(dataDir: string | undefined, env: Record<string, string> = {}, timeoutMs = 15_000, args: readonly string[] = [], cwd?: string): Promise<ServerProcess> {
  const proc = Bun.spawn(["bun", SERVE, "--host", "127.0.0.1", "--grpc-port", "0", "--http-port", "0", ...(dataDir !== undefined ? ["--data-dir", dataDir] : []), ...args], {
    ...(cwd ? { cwd } : {}),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, ...env },
  });
  let output = "";
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  void drain(proc.stdout);
  void drain(proc.stderr);

  const deadline = Date.now() + timeoutMs;
  let match: RegExpMatchArray | null = null;
  while (!(match = output.match(/listening: http=http:\/\/127\.0\.0\.1:(\d+) grpc=127\.0\.0\.1:(\d+)/))) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await Bun.sleep(20);
  }
  const httpPort = Number(match[1]);
  const grpcPort = Number(match[2]);
  const wait = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    const timer = setTimeout(() => proc.kill("SIGKILL"), 5_000);
    const code = await proc.exited;
    clearTimeout(timer);
    return code;
  };
  return {
    proc,
    httpPort,
    grpcPort,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    grpcTarget: `127.0.0.1:${grpcPort}`,
    output: () => output,
    stop: () => wait("SIGTERM"),
    kill: () => wait("SIGKILL"),
  };
}
