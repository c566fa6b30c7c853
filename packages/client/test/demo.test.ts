/** `bun run demo:client-tools` runs end to end: both calls complete, the ask is shown and answered. */
import { expect, test } from "bun:test";
import { join } from "node:path";

test("the client-tools demo completes both calls", async () => {
  const demo = Bun.spawn(["bun", join(import.meta.dir, "..", "demo", "client-tools-demo.ts")], { stdout: "pipe", stderr: "pipe" });
  const [out, code] = await Promise.all([new Response(demo.stdout).text(), demo.exited]);
  expect(code).toBe(0);
  expect(out).toContain("connected as demo-editor");
  expect(out).toContain("asked: may client_demo-editor_open_url run (client_tools)?");
  expect(out.match(/final part: completed/g)?.length).toBe(2);
  expect(out).toContain("demo    done");
}, 30_000);
