/**
 * Network from the sandbox: none by default; a rule lets one tool through the runtime's proxy to
 * the hosts it names, and never to loopback, private or link-local addresses however spelled — so
 * the runtime's own ports stay out of reach even for a tool with network.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { lookup } from "node:dns/promises";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { hostAllowed, isForbiddenAddress, startNetworkProxy } from "../../src/sandbox/network-proxy.ts";
import { completedOf, type Harness, openHarness } from "../tools/engine-harness.ts";

const hasBwrap = Bun.which("bwrap") !== null;
let target: ReturnType<typeof Bun.serve>;
beforeAll(() => {
  // Stands in for "the internet" (only loopback exists here); tests reach it only through a test-only resolver.
  target = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("HELLO FROM THE TARGET") });
});
afterAll(() => target.stop(true));

describe("addresses and hosts", () => {
  test("loopback, private, link-local, unspecified and mapped spellings are forbidden; public ones are not", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "::", "fe80::1", "fd00::1", "not-an-ip"]) expect([a, isForbiddenAddress(a)]).toEqual([a, true]);
    for (const a of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]) expect([a, isForbiddenAddress(a)]).toEqual([a, false]);
    expect(hostAllowed("api.github.com", ["*.github.com"])).toBe(true);
    expect(hostAllowed("github.com", ["*.github.com"])).toBe(false);
    expect(hostAllowed("evilgithub.com", ["*.github.com"])).toBe(false);
    expect(hostAllowed("registry.npmjs.org", ["registry.npmjs.org"])).toBe(true);
  });

  test("the proxy with the real resolver refuses every spelling of loopback, even for a rule allowing any host", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolwire-proxy-"));
    const proxy = await startNetworkProxy({ socketPath: join(dir, "p.sock"), hosts: "all" });
    try {
      for (const host of ["127.0.0.1", "localhost", "2130706433", "0x7f.1", "[::1]", "0.0.0.0"]) {
        const answer = await new Promise<string>((resolve) => {
          let got = "";
          const s = connect(join(dir, "p.sock"), () => s.write(`CONNECT ${host}:${target.port} HTTP/1.1\r\nHost: x\r\n\r\n`));
          s.on("data", (d) => (got += d.toString()));
          s.on("close", () => resolve(got));
          s.on("error", () => resolve(got));
        });
        expect([host, answer.split("\r\n")[0]]).toEqual([host, "HTTP/1.1 403 Forbidden"]);
      }
    } finally {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.if(hasBwrap)("through the sandbox", () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });
  const fetchFrom = (url: string) => `python3 -c "import urllib.request
try: print('GOT', urllib.request.urlopen('${url}', timeout=5).read().decode())
except Exception as e: print('REFUSED', e)"`;

  test("no rule: no network at all (not even the proxy)", async () => {
    h = await openHarness();
    const out = completedOf(await h.call("bash", { command: `${fetchFrom(`http://127.0.0.1:${target.port}/`)}; env | grep -ci proxy || true` })).output;
    expect(out).toContain("REFUSED");
    expect(out).not.toContain("HELLO");
  });

  test("a rule naming a host lets bash reach it through the proxy; other hosts, other tools and loopback stay refused", async () => {
    h = await openHarness({
      sandbox: {
        config: { network: { bash: ["allowed.test", "localhost"] } },
        // Test-only: "allowed.test" is the local target; the real resolver for the rest.
        networkResolve: async (host) => (host === "allowed.test" ? "127.0.0.1" : (await lookup(host)).address),
        networkForbidden: (address) => address !== "127.0.0.1" && isForbiddenAddress(address),
      },
    });
    const allowed = completedOf(await h.call("bash", { command: fetchFrom(`http://allowed.test:${target.port}/`) })).output;
    expect(allowed).toContain("GOT HELLO FROM THE TARGET");
    const other = completedOf(await h.call("bash", { command: fetchFrom(`http://other.test:${target.port}/`) })).output;
    expect(other).toContain("REFUSED");
    expect(other).toContain("403");
    // `run` has no rule: no network, the proxy is not even there.
    const viaRun = completedOf(await h.call("run", { argv: ["python3", "-c", `import urllib.request\ntry: print('GOT', urllib.request.urlopen('http://allowed.test:${target.port}/', timeout=5).read())\nexcept Exception as e: print('REFUSED', e)`] })).output;
    expect(viaRun).toContain("REFUSED");
  });

  test("even a rule allowing localhost never reaches a loopback port (the runtime's) with the real address checks", async () => {
    h = await openHarness({ sandbox: { config: { network: { bash: "allow" } } } });
    const out = completedOf(await h.call("bash", { command: `${fetchFrom(`http://localhost:${target.port}/`)}; ${fetchFrom(`http://127.0.0.1:${target.port}/`)}` })).output;
    expect(out).not.toContain("HELLO");
    expect(out.match(/REFUSED/g)?.length).toBe(2);
  });
});
