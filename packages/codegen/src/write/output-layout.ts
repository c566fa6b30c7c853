import { isAbsolute, join, resolve } from "node:path";

/** Where each family of generated paths lands on disk: `validators/…` → `<out>/validators/…`, `proto/…` → `--proto-out`. */
export interface OutputLayout {
  /** Absolute directory for a generated path's first segment (`validators`, `types`, `guards`, `proto`). */
  readonly roots: Readonly<Record<string, string>>;
  /** File endings each family owns: generated files (with the marker) of these endings are replaced or deleted. */
  readonly owned: Readonly<Record<string, readonly string[]>>;
}

/** Builds the layout from CLI options. */
export function createOutputLayout(outDir: string, protoOut?: string): OutputLayout {
  const out = resolve(outDir);
  return Object.freeze({
    roots: Object.freeze({
      validators: join(out, "validators"),
      types: join(out, "types"),
      guards: join(out, "guards"),
      proto: protoOut ? (isAbsolute(protoOut) ? protoOut : resolve(protoOut)) : join(out, "proto"),
      // ts-proto's TypeScript and the JSON⇄proto bridge.
      "proto-ts": join(out, "proto-ts"),
    }),
    owned: Object.freeze({ validators: [".ts"], types: [".ts"], guards: [".ts"], proto: [".proto", ".yaml", ".json"], "proto-ts": [".ts"] }),
  });
}

/** Absolute path of a generated file, or `undefined` for an unknown family. */
export function diskPath(layout: OutputLayout, path: string): string | undefined {
  const [family, ...rest] = path.split("/");
  const root = layout.roots[family ?? ""];
  return root === undefined ? undefined : join(root, ...rest);
}

/** Marker every generated file carries in its first lines; files with it are ours to replace or delete. */
export const GENERATED_MARKER = "DO NOT EDIT";

/** True when a file's first lines carry the generated marker. */
export function isGeneratedContent(content: string): boolean {
  return content.split("\n", 3).some((line) => line.includes(GENERATED_MARKER));
}
