import type { GeneratedFile } from "../../generated-file.ts";
import type { DocRow, EnumDraft, MessageDraft, TypeDraft } from "../drafts.ts";
import type { ModuleResult, ProtoPlan } from "../plan.ts";
import type { Shape } from "../shape.ts";
import { MAPPING_RULES, SEED_MAPPING } from "./mapping-rules.ts";

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
const code = (s: string) => (s === "" ? "" : `\`${s.replace(/`/g, "'")}\``);

/** `docs/reference/<domain>.md` per domain (the seed's cross-reference tables, regenerated) plus an index. */
export function emitReference(plan: ProtoPlan): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const byDomain = new Map<string, ModuleResult[]>();
  for (const r of plan.modules) byDomain.set(r.module.domain, [...(byDomain.get(r.module.domain) ?? []), r]);
  for (const d of plan.domains) {
    const results = byDomain.get(d.domain) ?? [];
    const services = plan.services.filter((s) => s.domain === d.domain);
    if (results.length === 0 && services.length === 0) continue;
    files.push({ path: `${docName(d.domain)}.md`, content: domainPage(plan, d, results, services) });
  }
  files.push({ path: "README.md", content: indexPage(plan) });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function docName(domain: string): string {
  return domain === "" ? "root" : domain.replace(/\//g, "-");
}

function domainPage(
  plan: ProtoPlan,
  d: ProtoPlan["domains"][number],
  results: readonly ModuleResult[],
  services: ProtoPlan["services"],
): string {
  const out: string[] = [
    `<!-- Code generated from schema/${d.domain ? `${d.domain}/` : ""}*.schema.json. DO NOT EDIT. -->`,
    `# \`${d.package}\` — ${d.domain || "root"}`,
    "",
    `Proto file: [\`proto/${d.file}\`](../../proto/${d.file}). How JSON Schema maps to proto: [README](README.md).`,
    "",
  ];
  for (const r of results) out.push(...moduleSection(plan, r));
  if (services.length > 0) {
    out.push("## Services", "");
    for (const s of services) {
      out.push(`### ${s.decl.name}`, "", `In [\`proto/${s.file}\`](../../proto/${s.file}), declared in \`${plan.servicesFile}\`.`, "");
      out.push("| RPC | Request | Response | Streaming | HTTP route | Seed name |", "|---|---|---|---|---|---|");
      for (const r of s.rpcs) {
        out.push(
          `| \`${r.spec.name}\` | \`${r.request.tsName}\` | \`${r.response.tsName}\` | ${r.spec.streaming} | \`${r.spec.http.method} ${cell(r.spec.http.path)}\` | ${r.spec.seed ? code(cell(r.spec.seed)) : "—"} |`,
        );
      }
      out.push("");
    }
  }
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}

function moduleSection(plan: ProtoPlan, r: ModuleResult): string[] {
  const m = r.module;
  const out = [`## ${m.typeName}`, ""];
  const src = `\`${m.file}${m.pointer ? `#${m.pointer}` : ""}\``;
  if (!r.type) {
    out.push(`Source: ${src} · no proto type of its own: used inline as ${r.shape ? code(shapeText(r.shape)) : "(unmapped, see diagnostics)"}.`, "");
    if (m.root.meta.description) out.push(cell(m.root.meta.description), "");
    return out;
  }
  out.push(`Source: ${src} · proto \`${r.type.handle.fullName}\``, "");
  if (m.root.meta.description) out.push(cell(m.root.meta.description), "");
  out.push(...typeTables(plan, r.type, true));
  return out;
}

function typeTables(plan: ProtoPlan, t: TypeDraft, top: boolean): string[] {
  const out: string[] = [];
  if (!top) out.push(`### ${t.handle.tsName.replace(/_/g, ".")}`, "", `Nested type \`${t.handle.fullName}\`.`, "");
  if (t.kind === "enum") return [...out, ...enumTable(plan, t)];
  out.push(...messageTable(plan, t));
  for (const n of t.nested) out.push(...typeTables(plan, n, false));
  return out;
}

function messageTable(plan: ProtoPlan, t: MessageDraft): string[] {
  if (t.docs.length === 0) return ["Empty message (no properties).", ""];
  const lines = ["| JSON property | JSON type | Required | Proto field | Proto type | Notes |", "|---|---|---|---|---|---|"];
  for (const row of t.docs) lines.push(rowLine(plan, t, row));
  return [...lines, ""];
}

function rowLine(plan: ProtoPlan, t: MessageDraft, row: DocRow): string {
  const fields = row.protoFields.map((f) => `\`${f} = ${plan.numberOf(t.handle.fullName, f) ?? "?"}\``).join(", ");
  const json = row.json.startsWith("(") ? row.json : `\`${row.json}\``;
  return `| ${cell(json)} | ${cell(row.jsonType)} | ${row.required ? "✓" : ""} | ${fields} | ${code(cell(row.protoType))} | ${cell(row.notes.join("; "))} |`;
}

function enumTable(plan: ProtoPlan, t: EnumDraft): string[] {
  const lines = ["| JSON value | Proto value | Number |", "|---|---|---|", `| (none) | \`${t.zeroName}\` | 0 |`];
  const values = plan.bridge.enums[t.handle.fullName] ?? {};
  for (const v of t.values) lines.push(`| \`${cell(JSON.stringify(v.json))}\` | \`${v.name}\` | ${values[v.json] ?? "?"} |`);
  return [...lines, ""];
}

function shapeText(s: Shape): string {
  switch (s.t) {
    case "scalar":
    case "const":
      return s.scalar;
    case "enum":
    case "message":
      return s.ref.fullName;
    case "struct":
      return "google.protobuf.Struct";
    case "value":
      return "google.protobuf.Value";
    case "null":
      return "google.protobuf.NullValue";
    case "list":
      return `repeated ${shapeText(s.item)}`;
    case "map":
      return `map<string, ${shapeText(s.value)}>`;
    case "union":
      return `oneof { ${s.variants.map((v) => (v.type.kind === "named" ? v.type.fullName : v.type.scalar)).join(", ")} }`;
    case "nullable":
      return `${shapeText(s.inner)} (nullable)`;
  }
}

function indexPage(plan: ProtoPlan): string {
  const out = [
    "<!-- Code generated from schema/ and schema/services.json. DO NOT EDIT. -->",
    "# Proto reference",
    "",
    "Generated from the canonical JSON Schemas by `bun run generate:schemas`; drift-checked by `bun run check:schemas`.",
    "",
    "| Domain | Package | Proto file | Reference |",
    "|---|---|---|---|",
  ];
  for (const d of plan.domains) {
    out.push(`| ${d.domain || "(root)"} | \`${d.package}\` | [\`proto/${d.file}\`](../../proto/${d.file}) | [${docName(d.domain)}.md](${docName(d.domain)}.md) |`);
  }
  out.push("", "## Mapping rules", "", ...MAPPING_RULES, "");
  out.push("## From the seed's proto sketch", "", ...SEED_MAPPING, "");
  const rpcs = plan.services.flatMap((s) => s.rpcs.map((r) => ({ s, r })));
  if (rpcs.length > 0) {
    out.push(
      "## Services and the seed's names",
      "",
      "buf's STANDARD lint wants every RPC to take `<Rpc>Request` and return `<Rpc>Response`, each used by one RPC only;",
      "the seed's shapes are renamed accordingly (each request/response has its own schema in `schema/`).",
      "",
      "| Service | RPC | Request → Response | HTTP route | Seed |",
      "|---|---|---|---|---|",
    );
    for (const { s, r } of rpcs) {
      out.push(
        `| \`${s.decl.name}\` | \`${r.spec.name}\` | \`${r.request.tsName}\` → \`${r.response.tsName}\`${r.spec.streaming === "none" ? "" : ` (${r.spec.streaming} stream)`} | \`${r.spec.http.method} ${cell(r.spec.http.path)}\` | ${r.spec.seed ? code(cell(r.spec.seed)) : "new"} |`,
      );
    }
    out.push("");
  }
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}
