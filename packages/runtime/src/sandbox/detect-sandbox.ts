import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** What runs tool processes here: bubblewrap, nothing (refused), or nothing by the user's choice. */
export type SandboxSupport =
  | { readonly kind: "bwrap"; readonly path: string; readonly version: string }
  | { readonly kind: "unavailable"; readonly reason: string }
  | { readonly kind: "off" };

/** The package that provides the sandbox, named in every refusal. */
export const SANDBOX_PACKAGE = "bubblewrap";
export const INSTALL_HINT = `apt-get install ${SANDBOX_PACKAGE}`;

/**
 * Finds bubblewrap and proves it works here by running `true` in the strictest sandbox used
 * (every namespace, no capabilities): a bwrap that exists but cannot create namespaces (a
 * container without user namespaces) is as unavailable as a missing one.
 */
export function detectSandbox(mode: "auto" | "off", bwrapPath: string | undefined = Bun.which("bwrap") ?? undefined): SandboxSupport {
  if (mode === "off") return { kind: "off" };
  if (!bwrapPath || !existsSync(bwrapPath)) return { kind: "unavailable", reason: `bwrap (package ${SANDBOX_PACKAGE}) not found${bwrapPath ? ` at ${bwrapPath}` : " on PATH"} (Debian/Ubuntu: ${INSTALL_HINT})` };
  const probe = spawnSync(bwrapPath, ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv", "--", "true"], { encoding: "utf8", timeout: 10_000 });
  if (probe.error || probe.status !== 0) {
    const why = probe.error?.message ?? (probe.stderr.trim() || `exit ${probe.status}`);
    return { kind: "unavailable", reason: `${bwrapPath} cannot create a sandbox here: ${why.slice(0, 300)}` };
  }
  const version = spawnSync(bwrapPath, ["--version"], { encoding: "utf8", timeout: 5_000 }).stdout?.trim() || "bubblewrap";
  return { kind: "bwrap", path: bwrapPath, version };
}
