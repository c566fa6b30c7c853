/**
 * OpenCode's wildcard match (`util/wildcard.ts`): `*` matches any run including `/`, `?` one
 * character (UTF-16 code unit), every other character is literal, and a trailing `" *"` is
 * optional so `"ls *"` also matches a bare `"ls"`. Backslashes are normalised to `/` on both
 * sides, as OpenCode does.
 *
 * OpenCode compiles the pattern to a regular expression; a pattern such as `*a*b*a*b*c` then
 * backtracks exponentially on a long input (75 s for 600 characters, stalling every client). This
 * is the greedy two-pointer match instead: on a mismatch it only ever resumes from the last `*`,
 * so it runs in O(input × pattern) time whatever the pattern, with the same answers.
 */
function globMatch(input: string, pattern: string): boolean {
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (i < input.length) {
    const p = j < pattern.length ? pattern.charCodeAt(j) : -1;
    if (p === 42 /* * */) {
      star = j++;
      resume = i;
    } else if (p !== -1 && (p === 63 /* ? */ || p === input.charCodeAt(i))) {
      i++;
      j++;
    } else if (star >= 0) {
      // Let the last star swallow one more character and retry the rest of the pattern.
      j = star + 1;
      i = ++resume;
    } else {
      return false;
    }
  }
  while (j < pattern.length && pattern.charCodeAt(j) === 42) j++;
  return j === pattern.length;
}

/** True when `input` matches the wildcard `pattern`. */
export function wildcardMatch(input: string, pattern: string): boolean {
  const text = input.replaceAll("\\", "/");
  const glob = pattern.replaceAll("\\", "/");
  if (glob.endsWith(" *") && globMatch(text, glob.slice(0, -2))) return true;
  return globMatch(text, glob);
}
