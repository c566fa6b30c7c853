import { lowerCamel, pascalCase } from "./names.ts";

/** Something that becomes a module: a schema file's root (`qualifier` = its folder) or a `$defs` entry (`qualifier` = its file's module name). */
export interface ModuleCandidate {
  readonly rawName: string;
  readonly qualifier: string;
}

/** A module's file/export name and its type name. */
export interface ModuleName {
  readonly name: string;
  readonly typeName: string;
}

/** Names no module may take: they are files every output folder already has. */
const RESERVED = new Set(["index"]);

/**
 * Gives every candidate a module name in the one flat name space of an output folder. A name only one
 * candidate wants is kept as is (so adding a schema never renames the others' unique names). When several
 * want it (`color` in both stylelintrc.json and jscpd.json), every one of them is qualified by where it
 * comes from (`stylelintrcColor`, `jscpdColor`): nobody silently owns the bare name, and the result does
 * not depend on the order files were read. A number settles what qualification does not.
 */
export function assignModuleNames(candidates: readonly ModuleCandidate[], taken: Set<string> = new Set()): ModuleName[] {
  const wanted = new Map<string, number>();
  for (const c of candidates) wanted.set(lowerCamel(c.rawName), (wanted.get(lowerCamel(c.rawName)) ?? 0) + 1);
  const qualify = (c: ModuleCandidate) => wanted.get(lowerCamel(c.rawName))! > 1 || RESERVED.has(lowerCamel(c.rawName));
  // Unique names first, so a qualified name never takes one a candidate owns outright.
  const out = new Map<ModuleCandidate, ModuleName>();
  for (const c of candidates) {
    if (qualify(c) || taken.has(lowerCamel(c.rawName))) continue;
    taken.add(lowerCamel(c.rawName));
    out.set(c, { name: lowerCamel(c.rawName), typeName: pascalCase(c.rawName) });
  }
  for (const c of candidates) if (!out.has(c)) out.set(c, nextFreeName(c, taken, true));
  return candidates.map((c) => out.get(c)!);
}

/** The name for one more candidate, after the others are named: its own if free (and not `qualified`), else qualified, else numbered. */
export function nextFreeName(candidate: ModuleCandidate, taken: Set<string>, qualified = false): ModuleName {
  const plain = lowerCamel(candidate.rawName);
  const qualify = qualified || taken.has(plain) || RESERVED.has(plain);
  const raw = qualify && candidate.qualifier ? `${candidate.qualifier}_${candidate.rawName}` : candidate.rawName;
  let name = lowerCamel(raw);
  let typeName = pascalCase(raw);
  for (let i = 2; taken.has(name) || RESERVED.has(name); i++) {
    name = `${lowerCamel(raw)}${i}`;
    typeName = `${pascalCase(raw)}${i}`;
  }
  taken.add(name);
  return { name, typeName };
}
