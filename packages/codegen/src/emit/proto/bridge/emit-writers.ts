import type { Codec, FieldPlan, MessageBody, ScalarKind, UnionPlan } from "./runtime/bridge-runtime.ts";
import {
  CHECK,
  type CodecContext,
  defaultOf,
  indent,
  lit,
  packable,
  property,
  scalarLike,
  segArg,
  WIRE_LEN,
  WIRE_VARINT,
  wireOf,
} from "./codec-context.ts";

/**
 * Prints `write<Id>(x, d)` for a message: checks the JSON value as toProto does (same refusals, same messages) and
 * writes ts-proto's bytes for it, field for field (declaration order, implicit defaults left out, numbers packed).
 */
export function createWriters(ctx: CodecContext) {
  const { idOf, messagePlan, numberOf, helpers, rt, tagCode, ref } = ctx;


  /** Writes one value `v` of codec `c` as field `no`; `explicit` writes a default too (presence, oneof, items). */
  const writeSingle = (c: Codec, v: string, no: number, explicit: boolean, seg: string | undefined, dOff: number): string[] => {
    const tag = tagCode(no, wireOf(c));
    const nested = (call: string): string[] => [
      tag,
      "{",
      `  const s = ${rt("startLength")}();`,
      ...(seg === undefined ? [`  ${call};`] : [`  ${rt("enter")}(${seg});`, `  ${call};`, `  ${rt("leave")}();`]),
      `  ${rt("endLength")}(s);`,
      "}",
    ];
    switch (c.k) {
      case "scalar": {
        const check = `${rt(CHECK[c.t])}(${v}${segArg(seg)});`;
        const write = scalarWrite(c.t, v);
        if (explicit) return [check, tag, write];
        const nonDefault = c.t === "bool" ? v : `${v} !== ${defaultOf(c.t)}`;
        return [check, `if (${nonDefault}) {`, `  ${tag}`, `  ${c.t === "bool" ? `${rt("writeByte")}(1);` : write}`, "}"];
      }
      case "const": {
        const check = `${rt("checkConst")}(${v}, ${lit(c.v)}${segArg(seg)});`;
        const isDefault = c.v === "" || c.v === 0 || c.v === false;
        return explicit || !isDefault ? [check, tag, scalarWrite(c.t, lit(c.v))] : [check];
      }
      case "enum":
        return [tag, `${rt("writeVarint")}(${ref("toEnum", c.e)}(${v}${segArg(seg)}));`];
      case "null":
        return explicit ? [`${rt("checkNull")}(${v}${segArg(seg)});`, tag, `${rt("writeByte")}(0);`] : [`${rt("checkNull")}(${v}${segArg(seg)});`];
      case "message":
        return nested(`${ref("write", c.m)}(${v}, d + ${dOff + 1})`);
      case "struct":
        return [`${rt("checkObject")}(${v}${segArg(seg)});`, ...nested(`${rt("writeStruct")}(${v}, d + ${dOff + 1})`)];
      case "value":
        return nested(`${rt("writeValue")}(${v}, d + ${dOff + 1})`);
      case "list":
      case "map":
        return writeCollection(c, v, no, seg, dOff);
    }
  };

  const scalarWrite = (t: ScalarKind, v: string): string => {
    switch (t) {
      case "string":
        return `${rt("writeString")}(${v});`;
      case "bool":
        return `${rt("writeByte")}(${v} ? 1 : 0);`;
      case "double":
        return `${rt("writeDouble")}(${v});`;
      case "int32":
        return `${rt("writeInt32")}(${v});`;
      case "uint32":
        return `${rt("writeVarint")}(${v});`;
      case "int64":
        return `${rt("writeInt64")}(${v});`;
    }
  };

  /** A packed item: checked, written without a tag. */
  const writePacked = (c: Codec, v: string, seg: string): string[] => {
    switch (c.k) {
      case "scalar":
        return [`${rt(CHECK[c.t])}(${v}, ${seg});`, scalarWrite(c.t, v)];
      case "const":
        return [`${rt("checkConst")}(${v}, ${lit(c.v)}, ${seg});`, scalarWrite(c.t, lit(c.v))];
      case "enum":
        return [`${rt("writeVarint")}(${ref("toEnum", c.e)}(${v}, ${seg}));`];
      case "null":
        return [`${rt("checkNull")}(${v}, ${seg});`, `${rt("writeByte")}(0);`];
      default:
        throw new Error(`bridge: ${c.k} items are not packed`);
    }
  };

  /** A repeated field (packed for numbers, bools and enums) or a map field (one entry message per key). */
  const writeCollection = (c: Codec & { k: "list" | "map" }, v: string, no: number, seg: string | undefined, dOff: number): string[] => {
    const enterField = seg === undefined ? [] : [`${rt("enter")}(${seg});`];
    const leaveField = seg === undefined ? [] : [`${rt("leave")}();`];
    if (c.k === "list") {
      const head = `const a = ${rt("checkArray")}(${v}${segArg(seg)});`;
      if (packable(c.of)) {
        return [
          "{",
          `  ${head}`,
          "  if (a.length !== 0) {",
          `    ${tagCode(no, WIRE_LEN)}`,
          `    const s = ${rt("startLength")}();`,
          ...indent(enterField, "    "),
          "    for (let i = 0; i < a.length; i++) {",
          ...indent(writePacked(c.of, "a[i]", "i"), "      "),
          "    }",
          ...indent(leaveField, "    "),
          `    ${rt("endLength")}(s);`,
          "  }",
          "}",
        ];
      }
      return [
        "{",
        `  ${head}`,
        ...indent(enterField),
        "  for (let i = 0; i < a.length; i++) {",
        "    const it = a[i];",
        ...indent(writeItem(c.of, "it", no, "i", dOff), "    "),
        "  }",
        ...indent(leaveField),
        "}",
      ];
    }
    return [
      "{",
      `  const o = ${rt("checkObject")}(${v}${segArg(seg)});`,
      ...indent(enterField),
      `  const keys = ${rt("mapKeys")}(o);`,
      "  for (let i = 0; i < keys.length; i++) {",
      "    const k = keys[i]!;",
      "    const it = o[k];",
      `    ${tagCode(no, WIRE_LEN)}`,
      `    const s = ${rt("startLength")}();`,
      "    if (k !== \"\") {",
      `      ${rt("writeByte")}(10);`,
      `      ${rt("writeString")}(k);`,
      "    }",
      ...indent(writeItem(c.of, "it", 2, "k", dOff + 1, !scalarLike(c.of)), "    "),
      `    ${rt("endLength")}(s);`,
      "  }",
      ...indent(leaveField),
      "}",
    ];
  };

  /** A list item or map value; messages among them need their own path segment (the index or key). */
  const writeItem = (c: Codec, v: string, no: number, seg: string, dOff: number, explicit = true): string[] => writeSingle(c, v, no, explicit, seg, dOff);

  /** A oneof: by the tag property when the union has one, else the first variant that fits. */
  const writeUnion = (owner: string, u: UnionPlan, v: string, seg: string | undefined, helperName: string): string[] => {
    if (u.disc !== undefined) {
      const cases = u.variants.flatMap((variant) => [
        `  case ${lit(variant.tag)}: {`,
        ...indent(writeSingle(variant.c, "o", numberOf(owner, variant.case), true, seg, 0), "    "),
        "    break;",
        "  }",
      ]);
      const allowed = u.variants.map((variant) => JSON.stringify(variant.tag)).join(", ");
      return [
        "{",
        `  const o = ${rt("checkObject")}(${v}${segArg(seg)});`,
        `  switch (${property("o", u.disc)}) {`,
        ...indent(cases),
        "    default:",
        `      throw ${rt("fail")}(${lit(`expected one of ${allowed}, got `)} + JSON.stringify(${property("o", u.disc)})${seg === undefined ? ", undefined" : `, ${seg}`}, ${lit(`.${u.disc}`)});`,
        "  }",
        "}",
      ];
    }
    const writers = u.variants.map((variant, i) => {
      const name = `${helperName}_${i}`;
      helpers.push([
        `/** ${owner}: the ${variant.case} variant of a union without a tag property. */`,
        `function ${name}(v: any, d: number): void {`,
        ...indent(writeSingle(variant.c, "v", numberOf(owner, variant.case), true, undefined, 0)),
        "}",
      ]);
      return name;
    });
    const call = `${rt("writeFirstFit")}(${v}, d, [${writers.join(", ")}], [${u.variants.map((variant) => lit(variant.case)).join(", ")}]);`;
    return seg === undefined ? [call] : [`${rt("enter")}(${seg});`, call, `${rt("leave")}();`];
  };

  const writeField = (owner: string, f: FieldPlan, index: number): string[] => {
    const seg = lit(f.json);
    const layout = f.layout;
    const lines = [`v = ${property("x", f.json)};`];
    if (f.required) lines.push(`if (v === undefined) throw ${rt("fail")}(${lit(`missing required property "${f.json}"`)});`);
    const guarded = (cond: string | undefined, body: string[]) => (cond === undefined ? body : [`if (${cond}) {`, ...indent(body), "}"]);
    const present = f.required ? undefined : "v !== undefined";
    switch (layout.l) {
      case "plain":
        lines.push(...guarded(present, writeSingle(layout.c, "v", numberOf(owner, layout.ts), !scalarLike(layout.c), seg, 0)));
        break;
      case "collection":
        lines.push(...guarded("v !== undefined", writeCollection(layout.c, "v", numberOf(owner, layout.ts), seg, 0)));
        break;
      case "presence":
        lines.push(...guarded(f.nullable ? "v !== undefined && v !== null" : "v !== undefined", writeSingle(layout.c, "v", numberOf(owner, layout.ts), true, seg, 0)));
        break;
      case "null-oneof": {
        const value = writeSingle(layout.c, "v", numberOf(owner, layout.valueCase), true, seg, 0);
        const body = f.nullable ? ["if (v === null) {", `  ${tagCode(numberOf(owner, layout.nullCase), WIRE_VARINT)}`, `  ${rt("writeByte")}(0);`, "} else {", ...indent(value), "}"] : value;
        lines.push(...guarded("v !== undefined", body));
        break;
      }
      case "union": {
        const value = writeUnion(owner, layout.u, "v", seg, `write${idOf(owner)}_${index}`);
        const onNull = layout.nullCase === undefined ? [] : [`  ${tagCode(numberOf(owner, layout.nullCase), WIRE_VARINT)}`, `  ${rt("writeByte")}(0);`];
        const body = f.nullable ? ["if (v === null) {", ...onNull, "} else {", ...indent(value), "}"] : value;
        lines.push(...guarded(present, body));
        break;
      }
    }
    return lines;
  };

  const writeObjectBody = (owner: string, body: MessageBody & { b: "object" }): string[] => {
    const lines = [`${rt("checkObject")}(x);`, "let v: any;"];
    body.fields.forEach((f, i) => lines.push(...writeField(owner, f, i)));
    const declared = body.fields.map((f) => `case ${lit(f.json)}:`).join(" ");
    if (body.extra === undefined) {
      // toProto refuses undeclared own keys of a closed object; `for…in` is the cheapest walk over them.
      lines.push(
        "for (const k in x) {",
        ...(declared === "" ? [`  ${rt("extraKey")}(x, k, false);`] : ["  switch (k) {", `    ${declared}`, "      break;", "    default:", `      ${rt("extraKey")}(x, k, false);`, "  }"]),
        "}",
      );
      return lines;
    }
    lines.push(
      "let s = -1;",
      "for (const k in x) {",
      ...(declared === "" ? [] : ["  switch (k) {", `    ${declared}`, "      continue;", "  }"]),
      `  if (!${rt("extraKey")}(x, k, true)) continue;`,
      "  if (s < 0) {",
      `    ${tagCode(numberOf(owner, body.extra), WIRE_LEN)}`,
      `    s = ${rt("startLength")}();`,
      "  }",
      `  ${rt("writeByte")}(10);`,
      `  const e = ${rt("startLength")}();`,
      `  ${rt("writeEntry")}(k, x[k], d + 2);`,
      `  ${rt("endLength")}(e);`,
      "}",
      `if (s >= 0) ${rt("endLength")}(s);`,
    );
    return lines;
  };

  const writer = (name: string): string[] => {
    const p = messagePlan(name);
    const body = p.body;
    let lines: string[];
    switch (body.b) {
      case "object":
        lines = writeObjectBody(name, body);
        break;
      case "union":
        lines = writeUnion(name, body.u, "x", undefined, `write${idOf(name)}_u`);
        break;
      case "wrap": {
        const no = numberOf(name, body.ts ?? "values");
        lines = body.c.k === "list" || body.c.k === "map" ? writeCollection(body.c, "x", no, undefined, 0) : writeSingle(body.c, "x", no, true, undefined, 0);
        break;
      }
    }
    return [
      `/** Checks ${name} JSON as toProto does and writes its bytes (a message at depth \`d\`). */`,
      `export function write${idOf(name)}(x: any, d: number): void {`,
      `  ${rt("checkEncodeDepth")}(d);`,
      ...indent(lines),
      "}",
    ];
  };

  return { writer };
}
