/**
 * OpenCode's wildcard match (`util/wildcard.ts`): `*` matches any run including `/`, `?` one
 * character, every other character is literal, and a trailing `" *"` is optional so `"ls *"`
 * also matches a bare `"ls"`. Backslashes are normalised to `/` on both sides, as OpenCode does.
 */

// Rules are matched on every ask; compiling the same few patterns again each time dominated the
// evaluation profile, so compiled expressions are cached (bounded, oldest evicted first).
const CACHE_LIMIT = 4096;
const cache = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  let escaped = pattern
    .replaceAll("\\", "/")
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  if (escaped.endsWith(" .*")) escaped = `${escaped.slice(0, -3)}( .*)?`;
  const regex = new RegExp(`^${escaped}$`, "s");
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(pattern, regex);
  return regex;
}

/** True when `input` matches the wildcard `pattern`. */
export function wildcardMatch(input: string, pattern: string): boolean {
  return compile(pattern).test(input.replaceAll("\\", "/"));
}
