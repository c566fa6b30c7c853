/** Every folder `generate:schemas` writes, with the file endings it owns there (as the writers' layouts say). */
export const GENERATED_OUTPUTS: readonly (readonly [string, readonly string[]])[] = Object.freeze([
  ["packages/validators", [".ts"]],
  ["packages/types", [".ts"]],
  ["packages/guards", [".ts"]],
  ["packages/proto", [".ts"]],
  ["proto", [".proto", ".yaml", ".json"]],
  ["docs/reference", [".md"]],
] as const);
