import type { MessageDecl } from "../ast.ts";
import { tsProtoFieldName } from "../naming.ts";
import type { ProtoPlan } from "../plan.ts";

/** Message full name → the number of each field, by its ts-proto property name (the bridge plan's `ts`). */
export type FieldNumbers = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Reads the field numbers the planner allocated from the proto AST (oneof members and map fields included). */
export function fieldNumbers(plan: ProtoPlan): FieldNumbers {
  const out = new Map<string, Map<string, number>>();
  const visit = (m: MessageDecl, fullName: string) => {
    const numbers = new Map<string, number>();
    for (const member of m.members) {
      if (member.kind === "oneof") for (const f of member.members) numbers.set(tsProtoFieldName(f.name), f.number);
      else numbers.set(tsProtoFieldName(member.name), member.number);
    }
    out.set(fullName, numbers);
    for (const n of m.nested) if (n.kind === "message") visit(n, `${fullName}.${n.name}`);
  };
  for (const file of plan.files) {
    for (const d of file.definitions) if (d.kind === "message") visit(d, `${file.package}.${d.name}`);
  }
  return out;
}
