import { lookup } from "node:dns/promises";
import { chmodSync } from "node:fs";
import { BlockList, isIP, type Server, type Socket, connect, createServer } from "node:net";

/** Bounds of one proxy: a request head, connections at once, idle time. */
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_CONNECTIONS = 64;
const IDLE_MS = 120_000;

/** Addresses a tool may never reach through the proxy: loopback (the runtime's own ports), private, link-local, unspecified, multicast. */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  FORBIDDEN.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  FORBIDDEN.addSubnet(net, prefix, "ipv6");

/** Whether an address (IPv4, IPv6, IPv4-mapped IPv6) is one no tool may reach. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return FORBIDDEN.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether a host matches a rule's patterns: a name, or `*.` and a domain for its subdomains. */
export function hostAllowed(host: string, patterns: readonly string[] | "all"): boolean {
  if (patterns === "all") return true;
  const h = host.toLowerCase().replace(/\.$/, "");
  return patterns.some((p) => {
    const pattern = p.toLowerCase();
    return pattern.startsWith("*.") ? h.endsWith(pattern.slice(1)) && h.length > pattern.length - 1 : h === pattern;
  });
}

export interface NetworkProxyOptions {
  /** A Unix socket path in a directory the caller owns; created mode 0600. */
  readonly socketPath: string;
  /** The hosts this proxy may reach (`all`: any public host). */
  readonly hosts: readonly string[] | "all";
  /** Test seam: how a host name becomes an address (default DNS), and which addresses are forbidden. */
  readonly resolve?: (host: string) => Promise<string>;
  readonly forbidden?: (address: string) => boolean;
  readonly log?: (message: string) => void;
}

export interface NetworkProxy {
  readonly socketPath: string;
  close(): Promise<void>;
}

/** What a request head asks for: CONNECT host:port, or an absolute-URI plain HTTP request. */
function target(head: string): { host: string; port: number; connect: boolean } | string {
  const line = head.slice(0, head.indexOf("\r\n"));
  const [method, uri] = line.split(" ");
  if (!method || !uri) return "malformed request line";
  if (method === "CONNECT") {
    const m = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(uri);
    if (!m) return "CONNECT needs host:port";
    return { host: m[1]!, port: Number(m[2]), connect: true };
  }
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return "only absolute-URI requests (http://host/…) and CONNECT are proxied";
  }
  if (url.protocol !== "http:") return `scheme ${url.protocol} is not proxied (use CONNECT for TLS)`;
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: url.port ? Number(url.port) : 80, connect: false };
}

/**
 * The sandbox's only way out: an HTTP proxy on a Unix socket (bind-mounted into a sandbox whose
 * network namespace has nothing else), speaking CONNECT and absolute-URI HTTP. It resolves the
 * host itself and refuses hosts the rule does not name and every loopback, private, link-local or
 * unspecified address, however spelled (so the runtime's own ports stay out of reach).
 */
export async function startNetworkProxy(options: NetworkProxyOptions): Promise<NetworkProxy> {
  const log = options.log ?? (() => {});
  const resolveHost = options.resolve ?? (async (host: string) => (isIP(host) ? host : (await lookup(host)).address));
  const forbidden = options.forbidden ?? isForbiddenAddress;
  const sockets = new Set<Socket>();

  const refuse = (client: Socket, status: number, reason: string) => {
    client.end(`HTTP/1.1 ${status} ${status === 403 ? "Forbidden" : "Bad Request"}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\ntoolwire sandbox proxy: ${reason}\n`);
  };

  const server: Server = createServer((client) => {
    if (sockets.size >= MAX_CONNECTIONS) return refuse(client, 403, `more than ${MAX_CONNECTIONS} connections at once`);
    sockets.add(client);
    client.setTimeout(IDLE_MS, () => client.destroy());
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    let head = Buffer.alloc(0);
    const onData = async (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) {
        if (head.length > MAX_HEAD_BYTES) refuse(client, 400, `request head over ${MAX_HEAD_BYTES} bytes`);
        return;
      }
      client.off("data", onData);
      client.pause();
      const text = head.subarray(0, end + 4).toString("latin1");
      const rest = head.subarray(end + 4);
      const wanted = target(text);
      if (typeof wanted === "string") return refuse(client, 400, wanted);
      if (!Number.isInteger(wanted.port) || wanted.port < 1 || wanted.port > 65535) return refuse(client, 400, `port ${wanted.port} is out of range`);
      if (!hostAllowed(wanted.host, options.hosts)) return refuse(client, 403, `host ${wanted.host} is not allowed for this tool`);
      let address: string;
      try {
        address = await resolveHost(wanted.host);
      } catch (error) {
        return refuse(client, 403, `host ${wanted.host} does not resolve (${(error as Error).message})`);
      }
      if (forbidden(address)) return refuse(client, 403, `host ${wanted.host} is a loopback, private or link-local address (${address})`);
      const upstream = connect({ host: address, port: wanted.port });
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      upstream.on("error", (error) => {
        log(`sandbox proxy: ${wanted.host}:${wanted.port}: ${error.message}`);
        if (!client.destroyed) refuse(client, 403, `cannot reach ${wanted.host}:${wanted.port}`);
      });
      upstream.on("connect", () => {
        if (wanted.connect) client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        else upstream.write(head.subarray(0, end + 4));
        if (rest.length > 0) upstream.write(rest);
        client.pipe(upstream).on("error", () => upstream.destroy());
        upstream.pipe(client).on("error", () => client.destroy());
        client.resume();
      });
    };
    client.on("data", (chunk) => void onData(chunk as Buffer));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.socketPath, () => resolve());
  });
  chmodSync(options.socketPath, 0o600);
  return {
    socketPath: options.socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
