import type { Meta, ObjectNode, Property } from "../../ir/types.ts";
import type { TypeRef } from "./ast.ts";
import type { Codec, FieldPlan, UnionPlan } from "./bridge/runtime/bridge-runtime.ts";
import { commentLines, constraintNotes, describeJsonType } from "./doc-text.ts";
import type { DraftField, DraftMember, MessageDraft } from "./drafts.ts";
import { pascalName, safeFieldName, snakeName, tsProtoFieldName } from "./naming.ts";
import type { PlanEnv } from "./plan-env.ts";
import { WELL_KNOWN, type Shape, type UnionShape } from "./shape.ts";

/** The field that keeps an open object's undeclared keys. */
export const EXTRA_FIELD = "additional_properties";

const named = (fullName: string): TypeRef => ({ kind: "named", fullName });
const NULL_VALUE = named(WELL_KNOWN.nullValue);

/** A type usable as one proto field, list item or map value, with its bridge codec. */
interface Single {
  readonly type: TypeRef;
  readonly codec: Codec;
}

/**
 * Lays out message bodies: object properties → fields/oneofs (the presence rules below), union holders,
 * list/map wrappers. Each layout decision also yields the bridge plan entry and the reference-doc row.
 *
 * Presence rules (JSON states a property can be in → proto):
 * - required, not nullable: scalar/enum plain; message field; `repeated`/`map`; oneof (unset = error on decode).
 * - optional list/map, not nullable: `repeated`/`map`, as a hand-written proto has it: absent and empty are the
 *   same on the wire and decode as absent. Only a `default` other than the empty collection tells absent from
 *   empty (absent means the default, `[]` means none); such a property keeps a wrapper message.
 * - optional xor nullable otherwise (absent-or-value, or null-or-value): `optional` scalar/enum; message field;
 *   a nullable list/map in a wrapper message (so `[]` and null stay distinct); oneof (unset = absent or null).
 * - optional and nullable (absent, null or value): `oneof <field> { NullValue <field>_null; T <field>_value; }`;
 *   a union gets a `<field>_null` member in its own oneof.
 */
export function createLayout(env: PlanEnv) {
  const short = (fullName: string) => fullName.replace(/^opencode\.([a-z0-9_]+\.)*v1\./, "");
  const typeText = (t: TypeRef) => (t.kind === "scalar" ? t.scalar : short(t.fullName));

  /** A single proto type for a shape, declaring wrapper/holder messages in `draft` when needed. */
  const singleType = (shape: Shape, draft: MessageDraft, hint: string, meta: Meta): Single | undefined => {
    switch (shape.t) {
      case "scalar":
        return { type: { kind: "scalar", scalar: shape.scalar }, codec: { k: "scalar", t: shape.scalar } };
      case "const":
        return { type: { kind: "scalar", scalar: shape.scalar }, codec: { k: "const", t: shape.scalar, v: shape.value } };
      case "enum":
        return { type: named(shape.ref.fullName), codec: { k: "enum", e: shape.ref.fullName } };
      case "message":
        return { type: named(shape.ref.fullName), codec: { k: "message", m: shape.ref.fullName } };
      case "struct":
        return { type: named(WELL_KNOWN.struct), codec: { k: "struct" } };
      case "value":
        return { type: named(WELL_KNOWN.value), codec: { k: "value" } };
      case "null":
        return { type: NULL_VALUE, codec: { k: "null" } };
      case "list":
      case "map": {
        let wrapper = shape.wrapper;
        if (!wrapper) {
          const d = env.declareMessage({ kind: "message", parent: draft }, hint, meta, "wrap");
          buildWrapper(d, shape, meta);
          wrapper = d.handle;
        }
        return { type: named(wrapper.fullName), codec: { k: "message", m: wrapper.fullName } };
      }
      case "union": {
        let holder = shape.holder;
        if (!holder) {
          const d = env.declareMessage({ kind: "message", parent: draft }, hint, meta, "union");
          buildUnionHolder(d, shape, meta);
          holder = d.handle;
        }
        return { type: named(holder.fullName), codec: { k: "message", m: holder.fullName } };
      }
      case "nullable":
        env.report(meta.source, "proto: a list item or map value that may be null has no proto mapping (repeated fields and map values hold no nulls)");
        return undefined;
    }
  };

  const unionPlan = (u: UnionShape, caseOf: (member: string) => string): UnionPlan => ({
    ...(u.discriminator !== undefined ? { disc: u.discriminator } : {}),
    variants: u.variants.map((v) => ({ case: caseOf(v.member), ...(v.tag !== undefined ? { tag: v.tag } : {}), c: v.codec })),
  });

  const buildWrapper = (draft: MessageDraft, collection: Shape & { t: "list" | "map" }, meta: Meta): void => {
    const inner = collection.t === "list" ? collection.item : collection.value;
    const single = singleType(inner, draft, collection.t === "list" ? "Item" : "Value", meta);
    if (!single) return;
    const comment = [collection.t === "list" ? "The items." : "The entries."];
    draft.members =
      collection.t === "list"
        ? [{ kind: "field", name: "values", type: single.type, label: "repeated", comment }]
        : [{ kind: "map", name: "values", value: single.type, comment }];
    draft.body = { b: "wrap", c: { k: collection.t, of: single.codec } };
    draft.docs = [
      {
        json: collection.t === "list" ? "(the array)" : "(the object)",
        jsonType: collection.t === "list" ? "array" : "record",
        required: true,
        protoFields: ["values"],
        protoType: collection.t === "list" ? `repeated ${typeText(single.type)}` : `map<string, ${typeText(single.type)}>`,
        notes: [
          draft.role === "wrap"
            ? "wrapper message: gives the collection presence (absent, null and empty stay distinct)"
            : `wrapper message: the ${collection.t} alternative of a oneof (a oneof cannot hold it directly)`,
        ],
      },
    ];
  };

  const buildUnionHolder = (draft: MessageDraft, union: UnionShape, meta: Meta): void => {
    const oneofName = safeFieldName(snakeName(draft.localName)) || "value";
    const members: DraftField[] = union.variants.map((v) => ({
      kind: "field",
      name: v.member,
      type: v.type,
      label: "none",
      comment: v.tag !== undefined ? [`${union.discriminator} = ${JSON.stringify(v.tag)}`] : [],
    }));
    draft.members = [{ kind: "oneof", name: oneofName, members, comment: [] }];
    draft.body = { b: "union", ts: tsProtoFieldName(oneofName), u: unionPlan(union, tsProtoFieldName) };
    draft.docs = union.variants.map((v) => ({
      json: v.tag !== undefined ? `${union.discriminator} = ${JSON.stringify(v.tag)}` : "(variant)",
      jsonType: typeText(v.type),
      required: false,
      protoFields: [v.member],
      protoType: `oneof ${oneofName}: ${typeText(v.type)}`,
      notes: [union.discriminator !== undefined ? "discriminated union → oneof" : "variants told apart by their required properties"],
    }));
  };

  const buildObject = (draft: MessageDraft, node: ObjectNode): void => {
    const props = node.properties;
    const open = node.additionalProperties === undefined || node.additionalProperties.kind === "any";
    const names = fieldNames(props.map((p) => p.name), open);
    const taken = new Set<string>(open ? [...names, EXTRA_FIELD] : names);
    const members: DraftMember[] = [];
    const fields: FieldPlan[] = [];
    props.forEach((p, i) => {
      const mark = env.mark();
      const nested = draft.nested.length;
      const shape = env.classify(p.schema, { kind: "message", parent: draft }, pascalName(p.name) || `Field${i + 1}`);
      let laid = shape && layoutProperty(draft, p, names[i]!, shape, taken);
      if (!laid) {
        // Proto has no type for this property: it travels as a Value, and what was declared for it goes.
        env.demoteSince(mark);
        draft.nested.splice(nested);
        laid = layoutProperty(draft, p, names[i]!, VALUE_SHAPE, taken)!;
      }
      members.push(...laid.members);
      fields.push(laid.plan);
      draft.docs.push(laid.doc);
    });
    if (open) {
      members.push({
        kind: "field",
        name: EXTRA_FIELD,
        type: named(WELL_KNOWN.struct),
        label: "none",
        comment: ["Keys the schema does not declare (the object is open), kept so nothing is lost."],
      });
      draft.docs.push({
        json: "(other keys)",
        jsonType: "any JSON value",
        required: false,
        protoFields: [EXTRA_FIELD],
        protoType: short(WELL_KNOWN.struct),
        notes: ["open object: undeclared keys travel here and are merged back on decode"],
      });
    }
    draft.members = members;
    draft.body = { b: "object", fields, closed: !open, ...(open ? { extra: tsProtoFieldName(EXTRA_FIELD) } : {}) };
  };

  const layoutProperty = (
    draft: MessageDraft,
    prop: Property,
    name: string,
    shape: Shape,
    taken: Set<string>,
  ): { members: DraftMember[]; plan: FieldPlan; doc: (typeof draft.docs)[number] } | undefined => {
    let base = shape;
    let nullable = false;
    while (base.t === "nullable") {
      nullable = true;
      base = base.inner;
    }
    if (base.t === "value" || base.t === "null") nullable = false;
    const meta = prop.schema.meta;
    const comment = commentLines(meta.description);
    const optional = !prop.required;
    const hint = pascalName(prop.name) || "Field";
    const ts = tsProtoFieldName(name);
    const notes = constraintNotes(prop.schema);
    const doc = (protoFields: string[], protoType: string, extraNotes: string[]) => ({
      json: prop.name,
      jsonType: describeJsonType(prop.schema, env.modules),
      required: prop.required,
      protoFields,
      protoType,
      notes: [...extraNotes, ...notes],
    });
    const claim = (member: string): string | undefined => {
      const chosen = taken.has(member) ? `${name}_${member}` : member;
      if (taken.has(chosen)) {
        env.report(meta.source, `proto: oneof member ${chosen} for property "${prop.name}" clashes with another field`);
        return undefined;
      }
      taken.add(chosen);
      return chosen;
    };
    const plan = (layout: FieldPlan["layout"]): FieldPlan => ({ json: prop.name, required: prop.required, nullable, layout });

    if (base.t === "union") {
      const memberNames = base.variants.map((v) => claim(v.member));
      const nullMember = optional && nullable ? claim(`${name}_null`) : undefined;
      if (memberNames.some((m) => m === undefined) || (optional && nullable && nullMember === undefined)) return undefined;
      const variantFields: DraftField[] = base.variants.map((v, i) => ({
        kind: "field",
        name: memberNames[i]!,
        type: v.type,
        label: "none",
        comment: v.tag !== undefined ? [`${base.discriminator} = ${JSON.stringify(v.tag)}`] : [],
      }));
      if (nullMember) variantFields.push({ kind: "field", name: nullMember, type: NULL_VALUE, label: "none", comment: ["Set when the JSON value is null."] });
      const byMember = new Map(base.variants.map((v, i) => [v.member, memberNames[i]!]));
      const u = unionPlan(base, (m) => tsProtoFieldName(byMember.get(m)!));
      const presence = prop.required ? (nullable ? "unset = null" : "exactly one member set") : nullable ? `${nullMember} = null, unset = absent` : "unset = absent";
      return {
        members: [{ kind: "oneof", name, members: variantFields, comment }],
        plan: plan({ l: "union", ts, u, ...(nullMember ? { nullCase: tsProtoFieldName(nullMember) } : {}) }),
        doc: doc(
          variantFields.map((f) => f.name),
          `oneof ${name} { ${variantFields.map((f) => `${typeText(f.type)} ${f.name}`).join("; ")} }`,
          [base.discriminator !== undefined ? `discriminated union on \`${base.discriminator}\` → oneof` : "union told apart by required properties → oneof", presence],
        ),
      };
    }

    const collection = base.t === "list" || base.t === "map" ? base : undefined;
    const isCollection = collection !== undefined;
    const scalarLike = base.t === "scalar" || base.t === "const" || base.t === "enum" || base.t === "null";
    const mapping = mappingNote(base);

    if (collection && !nullable && (prop.required || !emptyDiffersFromAbsent(meta, collection))) {
      const inner = collection.t === "list" ? collection.item : collection.value;
      const single = singleType(inner, draft, `${hint}${collection.t === "list" ? "Item" : "Value"}`, meta);
      if (!single) return undefined;
      const member: DraftMember =
        collection.t === "list"
          ? { kind: "field", name, type: single.type, label: "repeated", jsonName: prop.name, comment }
          : { kind: "map", name, value: single.type, jsonName: prop.name, comment };
      const c: Codec & { k: "list" | "map" } = { k: collection.t, of: single.codec };
      return {
        members: [member],
        plan: plan(prop.required ? { l: "plain", ts, c } : { l: "collection", ts, c }),
        doc: doc(
          [name],
          collection.t === "list" ? `repeated ${typeText(single.type)}` : `map<string, ${typeText(single.type)}>`,
          prop.required ? mapping : [...mapping, "optional: absent and empty are the same on the wire; empty decodes as absent"],
        ),
      };
    }

    if (prop.required && !nullable) {
      const single = singleType(base, draft, hint, meta);
      if (!single) return undefined;
      return {
        members: [{ kind: "field", name, type: single.type, label: "none", jsonName: prop.name, comment }],
        plan: plan(scalarLike ? { l: "plain", ts, c: single.codec } : { l: "presence", ts, c: single.codec }),
        doc: doc([name], typeText(single.type), mapping),
      };
    }

    if (!(optional && nullable)) {
      const single = singleType(base, draft, isCollection ? `${hint}${base.t === "list" ? "List" : "Map"}` : hint, meta);
      if (!single) return undefined;
      const label = scalarLike ? "optional" : "none";
      const state = optional ? "absent" : "null";
      return {
        members: [{ kind: "field", name, type: single.type, label, jsonName: prop.name, comment }],
        plan: plan({ l: "presence", ts, c: single.codec }),
        doc: doc([name], `${label === "optional" ? "optional " : ""}${typeText(single.type)}`, [
          ...mapping,
          isCollection
            ? `wrapper message so ${state} and empty stay distinct${optional ? " (the schema's `default` is not empty)" : ""}; unset = ${state}`
            : `unset = ${state}`,
        ]),
      };
    }

    const single = singleType(base, draft, isCollection ? `${hint}${base.t === "list" ? "List" : "Map"}` : hint, meta);
    const nullName = claim(`${name}_null`);
    const valueName = claim(`${name}_value`);
    if (!single || !nullName || !valueName) return undefined;
    const members: DraftField[] = [
      { kind: "field", name: nullName, type: NULL_VALUE, label: "none", comment: ["Set when the JSON value is null."] },
      { kind: "field", name: valueName, type: single.type, label: "none", jsonName: prop.name, comment: [] },
    ];
    return {
      members: [{ kind: "oneof", name, members, comment }],
      plan: plan({ l: "null-oneof", ts, nullCase: tsProtoFieldName(nullName), valueCase: tsProtoFieldName(valueName), c: single.codec }),
      doc: doc([nullName, valueName], `oneof ${name} { NullValue ${nullName}; ${typeText(single.type)} ${valueName} }`, [
        ...mapping,
        "optional and nullable: unset = absent, null member = null",
      ]),
    };
  };

  return { buildObject, buildUnionHolder, buildWrapper, singleType };
}

/** An optional list/map whose `default` is not the empty collection: absent means the default, so `[]` differs. */
function emptyDiffersFromAbsent(meta: Meta, collection: Shape & { t: "list" | "map" }): boolean {
  const d = meta.default;
  if (d === undefined) return false;
  if (collection.t === "list") return !(Array.isArray(d) && d.length === 0);
  return !(typeof d === "object" && d !== null && !Array.isArray(d) && Object.keys(d).length === 0);
}

const VALUE_SHAPE: Shape = { t: "value" };

/**
 * Proto field names for JSON property names: lower_snake, `field_<n>` for a name without letters or digits,
 * numbered on a clash (`a-b`, `a_b`); never the name that keeps an open object's undeclared keys.
 */
function fieldNames(jsonNames: readonly string[], open: boolean): string[] {
  const taken = new Set<string>(open ? [EXTRA_FIELD] : []);
  return jsonNames.map((json, i) => {
    const base = safeFieldName(snakeName(json)) || `field_${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    return name;
  });
}

function mappingNote(shape: Shape): string[] {
  switch (shape.t) {
    case "const":
      return [`const ${JSON.stringify(shape.value)} (checked on decode)`];
    case "enum":
      return ["enum: JSON string ↔ prefixed enum value"];
    case "struct":
      return ["open object → Struct"];
    case "value":
      return ["any JSON value → Value"];
    case "scalar":
      return shape.scalar === "int64" ? ["int64 (bridge: safe JavaScript integers)"] : [];
    default:
      return [];
  }
}
