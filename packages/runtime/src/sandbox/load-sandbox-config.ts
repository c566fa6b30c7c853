import { sandboxConfigSchema } from "@generated/validators/sandboxConfig";
import { loadJsonConfig } from "../config/load-json-config.ts";
import { checkSandboxConfig, type SandboxConfig } from "./sandbox.ts";

/** A sandbox config file that cannot be used; the message names the file and the JSON pointer. */
export class SandboxConfigError extends Error {
  override readonly name = "SandboxConfigError";
}

/**
 * Reads the sandbox config (schema `sandboxConfig`), a file of its own beside the permission
 * rules, which stay OpenCode's `permission` block. A missing file is the default sandbox unless it was named.
 */
export function loadSandboxConfig(path: string, required: boolean): SandboxConfig {
  const config = loadJsonConfig<SandboxConfig>(path, required, sandboxConfigSchema, {}, (message) => new SandboxConfigError(message));
  try {
    checkSandboxConfig(config, `${path}#`);
  } catch (error) {
    throw new SandboxConfigError((error as Error).message);
  }
  return config;
}
