import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * The directory the user ran the command from. Package managers and task runners start scripts in the
 * package folder (turbo runs codegen's `generate` in packages/codegen), so paths relative to the process
 * would read `../../schema/...`; npm, pnpm and yarn record the invocation folder in `INIT_CWD`, and the
 * root scripts set `TOOLWIRE_CWD` (bun does not set `INIT_CWD`).
 */
export function userCwd(): string {
  return process.env.TOOLWIRE_CWD || process.env.INIT_CWD || process.cwd();
}

/** `path` as the user should read it: relative to where they ran the command (absolute if it was given absolute and lies above). */
export function displayPath(path: string): string {
  const absolute = resolve(path);
  const rel = relative(userCwd(), absolute).split(sep).join("/");
  if (rel === "") return ".";
  return rel.startsWith("..") && isAbsolute(path) ? absolute.split(sep).join("/") : rel;
}
