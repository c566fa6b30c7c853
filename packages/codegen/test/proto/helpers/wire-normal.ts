import type { BridgePlan, Codec, MessageBody, UnionPlan } from "../../../src/emit/proto/bridge/runtime/bridge-runtime.ts";
import { planProto } from "../../../src/emit/proto/plan.ts";
import { readInputs, repoLayout } from "../../../src/proto-toolchain/proto-sync.ts";
import { REPO_ROOT, repoProgram } from "./repo.ts";

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The JSON a value becomes after a trip through the wire, computed from the bridge plan (not the bridge):
 * the same value, except that an optional list or map (`repeated`/`map<>`, no presence wrapper) that was
 * empty is absent, because on the wire absent and empty are one state.
 */
export function createWireNormal(plan: BridgePlan) {
  const message = (name: string, json: unknown): unknown => {
    const body: MessageBody | undefined = plan.messages[name]?.body;
    if (body === undefined) return json; // well-known types: kept as they are
    switch (body.b) {
      case "wrap":
        return value(body.c, json);
      case "union":
        return union(body.u, json);
      case "object": {
        if (!isObject(json)) return json;
        const out: JsonObject = { ...json };
        for (const f of body.fields) {
          if (!Object.hasOwn(json, f.json) || json[f.json] === null) continue;
          const v = json[f.json];
          const layout = f.layout;
          if (layout.l === "collection" && Object.keys(v as object).length === 0) delete out[f.json];
          else out[f.json] = layout.l === "union" ? union(layout.u, v) : value(layout.c, v);
        }
        return out;
      }
    }
  };
  const union = (u: UnionPlan, json: unknown): unknown => {
    if (!isObject(json)) return json;
    // A union without a tag is left as it is (the repo's schemas have no optional lists inside one).
    const variant = u.disc === undefined ? undefined : u.variants.find((v) => v.tag === json[u.disc!]);
    return variant === undefined ? json : value(variant.c, json);
  };
  const value = (c: Codec, json: unknown): unknown => {
    switch (c.k) {
      case "message":
        return message(c.m, json);
      case "list":
        return Array.isArray(json) ? json.map((x) => value(c.of, x)) : json;
      case "map":
        return isObject(json) ? Object.fromEntries(Object.entries(json).map(([k, x]) => [k, value(c.of, x)])) : json;
      default:
        return json;
    }
  };
  return message;
}

/** The wire normal form for the repo's own schemas, by module name. */
export async function repoWireNormal(): Promise<(module: string, json: unknown) => unknown> {
  const program = await repoProgram();
  const inputs = readInputs(repoLayout(REPO_ROOT));
  const plan = planProto(program, { lock: inputs.lock, services: inputs.services });
  const normal = createWireNormal(plan.bridge);
  const names = new Map(plan.modules.flatMap((m) => (m.type?.kind === "message" ? [[m.module.name, m.type.handle.fullName] as const] : [])));
  return (module, json) => {
    const name = names.get(module);
    return name === undefined ? json : normal(name, json);
  };
}
