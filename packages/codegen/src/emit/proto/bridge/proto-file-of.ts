import type { MessageDecl, TopLevelDecl } from "../ast.ts";
import type { ProtoPlan } from "../plan.ts";

/** Full name of every message and enum of a plan (nested ones too) → the .proto file that declares it. */
export function protoFileOf(plan: ProtoPlan): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const walk = (file: string, prefix: string, decls: readonly (TopLevelDecl | MessageDecl["nested"][number])[]) => {
    for (const d of decls) {
      if (d.kind === "service") continue;
      out.set(`${prefix}.${d.name}`, file);
      if (d.kind === "message") walk(file, `${prefix}.${d.name}`, d.nested);
    }
  };
  for (const f of plan.files) walk(f.path, f.package, f.definitions);
  return out;
}
