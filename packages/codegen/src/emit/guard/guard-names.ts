import type { RefTarget } from "../../ir/types.ts";

/** Output-relative path of the helpers module shared by every generated guard. */
export const GUARD_RUNTIME_PATH = "guards/_guards.ts";

/** Output-relative path of a module's guard file. */
export function guardPath(module: string): string {
  return `guards/${module}.ts`;
}

/** Exported check function of a definition (`toolPart` → `toolPartGuard`), unique program-wide so other guards can import it. */
export function guardFunctionName(target: RefTarget): string {
  return target.local === undefined ? `${target.module}Guard` : `${target.module}_${target.local}Guard`;
}

/** Exported annotator of a definition (only for unevaluated* in other definitions). */
export function guardAnnotatorName(target: RefTarget): string {
  return target.local === undefined ? `${target.module}Annotator` : `${target.module}_${target.local}Annotator`;
}
