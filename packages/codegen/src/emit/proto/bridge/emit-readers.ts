import type { Codec, MessageBody, ScalarKind, UnionPlan } from "./runtime/bridge-runtime.ts";
import {
  type CodecContext,
  defaultOf,
  indent,
  lit,
  messageLike,
  packable,
  property,
  scalarLike,
  segArg,
  WIRE_LEN,
  WIRE_VARINT,
  wireOf,
} from "./codec-context.ts";

/**
 * Prints `read<Id>(b, p, end, d)` for a message: reads its bytes with the wire checks (wire types, lengths, strict
 * UTF-8, forbidden keys, depth; unknown fields skipped) and converts them as fromProto does, in one pass.
 */
export function createReaders(ctx: CodecContext) {
  const { plan, idOf, messagePlan, numberOf, wireTable, helpers, rt, ref } = ctx;


  /** Reads one value of codec `c` at `p` into `sink(expr)`, leaving `p` after it. */
  const readSingle = (c: Codec, name: string, sink: (expr: string) => string, seg: string | undefined, dOff: number, end = "end"): string[] => {
    const nested = (fn: string): string[] => [
      "{",
      `  const n = ${rt("readLength")}(b, p, ${end});`,
      `  p = ${rt("readEnd")};`,
      ...(seg === undefined ? [] : [`  ${rt("enter")}(${seg});`]),
      `  ${sink(`${fn}(b, p, p + n, d + ${dOff + 1})`)}`,
      ...(seg === undefined ? [] : [`  ${rt("leave")}();`]),
      "  p += n;",
      "}",
    ];
    switch (c.k) {
      case "scalar":
      case "const":
        return [sink(scalarRead(c.t, name, end)), `p = ${rt("readEnd")};`];
      case "enum":
        return [sink(`${rt("readInt32")}(b, p, ${end})`), `p = ${rt("readEnd")};`];
      case "null":
        return [`${rt("readVarint")}(b, p, ${end});`, sink("0"), `p = ${rt("readEnd")};`];
      case "message":
        return nested(ref("read", c.m));
      case "struct":
        return nested(rt("readStruct"));
      case "value":
        return nested(rt("readValue"));
      default:
        throw new Error(`bridge: ${c.k} is read as a field, not a value`);
    }
  };

  const scalarRead = (t: ScalarKind, name: string, end: string): string => {
    switch (t) {
      case "string":
        return `${rt("readString")}(b, p, ${end}, ${lit(name)}, t, at)`;
      case "bool":
        return `${rt("readBool")}(b, p, ${end})`;
      case "double":
        return `${rt("readDouble")}(b, p, ${end})`;
      case "int32":
        return `${rt("readInt32")}(b, p, ${end})`;
      case "uint32":
        return `${rt("readVarint")}(b, p, ${end})`;
      case "int64":
        return `${rt("readInt64")}(b, p, ${end}, ${lit(name)}, t)`;
    }
  };

  /** Whether converting a read value can fail, so its path must be known (doubles, consts, enums). */
  const convertsWithPath = (c: Codec): boolean => (c.k === "scalar" && c.t === "double") || c.k === "const" || c.k === "enum";

  /** fromProto's conversion of a read value (messages come converted already). */
  const convert = (c: Codec, v: string, seg: string | undefined): string => {
    switch (c.k) {
      case "scalar":
        return c.t === "double" ? `${rt("checkDouble")}(${v}${segArg(seg)})` : v;
      case "const":
        return `${rt("checkConst")}(${v}, ${lit(c.v)}${segArg(seg)})`;
      case "enum":
        return `${ref("fromEnum", c.e)}(${v}${segArg(seg)})`;
      case "null":
        return "null";
      default:
        return v;
    }
  };

  /** The switch cases that read field `no` of codec `c` (both forms of a packable repeated field). */
  const readCases = (owner: string, c: Codec, no: number, slot: string, seg: string | undefined, entryReader: () => string): string[] => {
    const name = messagePlan(owner).name;
    const enterField = seg === undefined ? [] : [`  ${rt("enter")}(${seg});`];
    const leaveField = seg === undefined ? [] : [`  ${rt("leave")}();`];
    if (c.k === "list") {
      const item = c.of;
      const push = (expr: string) => `(${slot} ??= []).push(${expr});`;
      const index = `${slot} === undefined ? 0 : ${slot}.length`;
      const one = messageLike(item)
        ? [
            `case ${no * 8 + WIRE_LEN}: {`,
            ...enterField,
            `  ${rt("enter")}(${index});`,
            ...indent(readSingle(item, name, push, undefined, 0)),
            `  ${rt("leave")}();`,
            ...leaveField,
            "  continue;",
            "}",
          ]
        : [
            `case ${no * 8 + wireOf(item)}: {`,
            ...(convertsWithPath(item) ? enterField : []),
            ...indent(readSingle(item, name, (e) => push(convert(item, e, index)), undefined, 0)),
            ...(convertsWithPath(item) ? leaveField : []),
            "  continue;",
            "}",
          ];
      if (!packable(item)) return one;
      return [
        ...one,
        `case ${no * 8 + WIRE_LEN}: {`,
        `  const n = ${rt("readLength")}(b, p, end);`,
        `  p = ${rt("readEnd")};`,
        "  const e = p + n;",
        `  const a: any[] = (${slot} ??= []);`,
        ...(convertsWithPath(item) ? enterField : []),
        "  while (p < e) {",
        ...indent(readSingle(item, name, (expr) => `a.push(${convert(item, expr, "a.length")});`, undefined, 0, "e"), "    "),
        "  }",
        ...(convertsWithPath(item) ? leaveField : []),
        "  continue;",
        "}",
      ];
    }
    if (c.k === "map") {
      return [
        `case ${no * 8 + WIRE_LEN}: {`,
        `  const n = ${rt("readLength")}(b, p, end);`,
        `  p = ${rt("readEnd")};`,
        ...enterField,
        `  const k = ${entryReader()}(b, p, p + n, d + 1);`,
        `  (${slot} ??= {})[k] = ${convert(c.of, "mapValue", "k")};`,
        ...leaveField,
        "  p += n;",
        "  continue;",
        "}",
      ];
    }
    return [`case ${no * 8 + wireOf(c)}: {`, ...indent(readSingle(c, name, (e) => `${slot} = ${e};`, seg, 0)), "  continue;", "}"];
  };

  /** A map field's entry reader: key and value (the value left in `mapValue`), as ts-proto's entry message. */
  const entryReader = (owner: string, no: number, of: Codec): string => {
    const fn = `read${idOf(owner)}_${no}Entry`;
    const entryPlan = plan.messages[messagePlan(owner).wire[no]?.m ?? ""];
    const name = entryPlan?.name ?? `${owner} entry`;
    const initial = scalarLike(of) ? (of.k === "scalar" || of.k === "const" ? defaultOf(of.t) : "0") : "undefined";
    helpers.push([
      `/** ${name}: returns the key, leaves the value in \`mapValue\`. */`,
      `function ${fn}(b: Uint8Array, p: number, end: number, d: number): string {`,
      `  ${rt("checkDepth")}(d);`,
      '  let key = "";',
      `  let value: any = ${initial};`,
      ...(messageLike(of) ? ["  let has = false;"] : []),
      "  while (p < end) {",
      "    const at = p;",
      `    const t = ${rt("readTag")}(b, p, end);`,
      `    p = ${rt("readEnd")};`,
      "    if (t === 10) {",
      `      key = ${rt("readKey")}(b, p, end, ${lit(name)}, t, at);`,
      `      p = ${rt("readEnd")};`,
      "      continue;",
      "    }",
      `    if (t === ${2 * 8 + wireOf(of)}) {`,
      ...indent(readSingle(of, name, (e) => `value = ${e};`, messageLike(of) ? "key" : undefined, 0), "      "),
      ...(messageLike(of) ? ["      has = true;"] : []),
      "      continue;",
      "    }",
      `    p = ${rt("skipField")}(b, p, end, t, at, ${lit(name)}, ${entryPlan ? wireTable(entryPlan) : "{}"});`,
      "  }",
      ...(messageLike(of) ? [`  if (!has) throw new ${rt("WireError")}(${lit(`${name}: field 2 is missing`)});`] : []),
      "  mapValue = value;",
      "  return key;",
      "}",
    ]);
    return fn;
  };

  /** Reads a oneof member into `slot` and records which one (`caseSlot`: 1-based variant index, -1 for null). */
  const unionCases = (owner: string, u: UnionPlan, slot: string, caseSlot: string, seg: string | undefined, nullCase?: string): string[] => {
    const name = messagePlan(owner).name;
    const lines = u.variants.flatMap((variant, i) => {
      const no = numberOf(owner, variant.case);
      return [`case ${no * 8 + wireOf(variant.c)}: {`, ...indent(readSingle(variant.c, name, (e) => `${slot} = ${e};`, seg, 0)), `  ${caseSlot} = ${i + 1};`, "  continue;", "}"];
    });
    if (nullCase !== undefined) {
      lines.push(`case ${numberOf(owner, nullCase) * 8 + WIRE_VARINT}:`, `  ${rt("readVarint")}(b, p, end);`, `  p = ${rt("readEnd")};`, `  ${caseSlot} = -1;`, "  continue;");
    }
    return lines;
  };

  /** The JSON of the variant read into `slot` (messages are converted already). */
  const unionValue = (u: UnionPlan, slot: string, caseSlot: string, seg: string | undefined, assign: (expr: string) => string): string[] => {
    if (u.variants.every((v) => messageLike(v.c))) return [assign(slot)];
    return [
      `switch (${caseSlot}) {`,
      ...u.variants.flatMap((v, i) => [`  case ${i + 1}:`, `    ${assign(convert(v.c, slot, seg))}`, "    break;"]),
      "}",
    ];
  };

  const readObjectBody = (owner: string, body: MessageBody & { b: "object" }): { slots: string[]; cases: string[]; build: string[] } => {
    const name = messagePlan(owner).name;
    const slots: string[] = [];
    const cases: string[] = [];
    const build: string[] = ["const out: any = {};"];
    body.fields.forEach((f, i) => {
      const seg = lit(f.json);
      const slot = `f${i}`;
      const target = property("out", f.json);
      const layout = f.layout;
      const unset = f.nullable
        ? [`${target} = null;`]
        : f.required
          ? [`throw ${rt("fail")}(${lit(`${name} is missing required field for "${f.json}"`)});`]
          : [];
      switch (layout.l) {
        case "plain":
        case "collection": {
          const c = layout.c;
          const no = numberOf(owner, layout.ts);
          if (c.k === "list" || c.k === "map") {
            slots.push(`let ${slot}: any;`);
            cases.push(...readCases(owner, c, no, slot, seg, () => entryReader(owner, no, (c as Codec & { k: "map" }).of)));
            if (layout.l === "plain") build.push(`${target} = ${slot} ?? ${c.k === "list" ? "[]" : "{}"};`);
            else build.push(`if (${slot} !== undefined${c.k === "list" ? ` && ${slot}.length !== 0` : ""}) ${target} = ${slot};`);
          } else {
            slots.push(`let ${slot}: any = ${c.k === "scalar" || c.k === "const" ? defaultOf(c.t) : scalarLike(c) ? "0" : "undefined"};`);
            cases.push(...readCases(owner, c, no, slot, seg, () => ""));
            if (messageLike(c)) build.push(`if (${slot} === undefined) throw ${rt("fail")}(${lit(`missing ${c.k === "message" ? c.m : c.k} message`)}, ${seg});`);
            build.push(`${target} = ${convert(c, slot, seg)};`);
          }
          break;
        }
        case "presence": {
          slots.push(`let ${slot}: any;`);
          cases.push(...readCases(owner, layout.c, numberOf(owner, layout.ts), slot, seg, () => ""));
          if (unset.length === 0) build.push(`if (${slot} !== undefined) ${target} = ${convert(layout.c, slot, seg)};`);
          else build.push(`if (${slot} === undefined) {`, ...indent(unset), "} else {", `  ${target} = ${convert(layout.c, slot, seg)};`, "}");
          break;
        }
        case "null-oneof": {
          slots.push(`let ${slot}: any;`, `let c${i} = 0;`);
          const valueNo = numberOf(owner, layout.valueCase);
          cases.push(
            `case ${numberOf(owner, layout.nullCase) * 8 + WIRE_VARINT}:`,
            `  ${rt("readVarint")}(b, p, end);`,
            `  p = ${rt("readEnd")};`,
            `  c${i} = 1;`,
            "  continue;",
            `case ${valueNo * 8 + wireOf(layout.c)}: {`,
            ...indent(readSingle(layout.c, name, (e) => `${slot} = ${e};`, seg, 0)),
            `  c${i} = 2;`,
            "  continue;",
            "}",
          );
          build.push(`if (c${i} === 1) ${target} = null;`, `else if (c${i} === 2) ${target} = ${convert(layout.c, slot, seg)};`);
          break;
        }
        case "union": {
          slots.push(`let ${slot}: any;`, `let c${i} = 0;`);
          cases.push(...unionCases(owner, layout.u, slot, `c${i}`, seg, layout.nullCase));
          const whenUnset = layout.nullCase === undefined ? unset : [];
          const value = unionValue(layout.u, slot, `c${i}`, seg, (e) => `${target} = ${e};`);
          const onNull = layout.nullCase === undefined ? [] : [`} else if (c${i} === -1) {`, `  ${target} = null;`];
          if (whenUnset.length === 0) build.push(`if (c${i} > 0) {`, ...indent(value), ...(onNull.length === 0 ? [] : [`} else if (c${i} === -1) {`, `  ${target} = null;`]), "}");
          else build.push(`if (c${i} === 0) {`, ...indent(whenUnset), ...onNull, "} else {", ...indent(value), "}");
          break;
        }
      }
    });
    if (body.extra !== undefined) {
      slots.push("let extra: any;");
      cases.push(
        `case ${numberOf(owner, body.extra) * 8 + WIRE_LEN}: {`,
        `  const n = ${rt("readLength")}(b, p, end);`,
        `  p = ${rt("readEnd")};`,
        `  extra = ${rt("readStruct")}(b, p, p + n, d + 1);`,
        "  p += n;",
        "  continue;",
        "}",
      );
      const declared = body.fields.map((f) => `case ${lit(f.json)}:`).join(" ");
      build.push(
        "if (extra !== undefined) {",
        "  const keys = Object.keys(extra);",
        "  for (let i = 0; i < keys.length; i++) {",
        "    const k = keys[i]!;",
        ...(declared === "" ? [] : ["    switch (k) {", `      ${declared}`, `        throw ${rt("fail")}(\`additional property "\${k}" repeats a declared property\`);`, "    }"]),
        "    out[k] = extra[k];",
        "  }",
        "}",
      );
    }
    build.push("return out;");
    return { slots, cases, build };
  };

  const reader = (owner: string): string[] => {
    const p = messagePlan(owner);
    const body = p.body;
    let parts: { slots: string[]; cases: string[]; build: string[] };
    switch (body.b) {
      case "object":
        parts = readObjectBody(owner, body);
        break;
      case "union":
        parts = {
          slots: ["let f: any;", "let c = 0;"],
          cases: unionCases(owner, body.u, "f", "c", undefined),
          build: [`if (c === 0) throw ${rt("fail")}(${lit(`no variant of ${p.name} is set`)});`, ...unionValue(body.u, "f", "c", undefined, (e) => `return ${e};`), `throw ${rt("fail")}("unexpected oneof case");`],
        };
        if (body.u.variants.every((v) => messageLike(v.c))) parts.build.pop();
        break;
      case "wrap": {
        const c = body.c;
        const no = numberOf(owner, body.ts ?? "values");
        if (c.k === "list" || c.k === "map") {
          // A wrapper's items are the value itself: their path starts at the value, not at a property.
          parts = {
            slots: ["let f: any;"],
            cases: readCases(owner, c, no, "f", undefined, () => entryReader(owner, no, (c as Codec & { k: "map" }).of)),
            build: [`return f ?? ${c.k === "list" ? "[]" : "{}"};`],
          };
        } else {
          const missing = c.k === "value" ? "nothing is not a JSON value" : c.k === "struct" ? "expected an object" : c.k === "message" ? `missing ${c.m} message` : undefined;
          parts = {
            slots: [`let f: any = ${c.k === "scalar" || c.k === "const" ? defaultOf(c.t) : scalarLike(c) ? "0" : "undefined"};`],
            cases: readCases(owner, c, no, "f", undefined, () => ""),
            build: [...(missing === undefined ? [] : [`if (f === undefined) throw ${rt("fail")}(${lit(missing)});`]), `return ${convert(c, "f", undefined)};`],
          };
        }
        break;
      }
    }
    return [
      `/** Reads ${p.name} from [p, end) with the wire checks and converts it as fromProto does (a message at depth \`d\`). */`,
      `export function read${idOf(owner)}(b: Uint8Array, p: number, end: number, d: number): any {`,
      `  ${rt("checkDepth")}(d);`,
      ...indent(parts.slots),
      "  while (p < end) {",
      "    const at = p;",
      `    const t = ${rt("readTag")}(b, p, end);`,
      `    p = ${rt("readEnd")};`,
      ...(parts.cases.length === 0 ? [] : ["    switch (t) {", ...indent(parts.cases, "      "), "    }"]),
      `    p = ${rt("skipField")}(b, p, end, t, at, ${lit(p.name)}, ${wireTable(p)});`,
      "  }",
      ...indent(parts.build),
      "}",
    ];
  };

  return { reader };
}
