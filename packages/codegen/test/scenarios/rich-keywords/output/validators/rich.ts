// Code generated from input/rich.schema.json. DO NOT EDIT.
import { z } from "zod";
import { annAll, annConditional, annNone, annObject, annSome, closestBranch, conditional, isInteger, isJsonObject, objectRules, stringLength, unevaluated } from "./_toolwire.js";

/**
 * Rich
 */
export const richSchema = z.intersection(z.intersection(z.looseObject({
  name: z.string().superRefine(stringLength(1, undefined)).optional(),
}), z.custom<Record<string, unknown>>(isJsonObject).superRefine(objectRules({ known: ["name","__proto__"], patterns: [[new RegExp("^x-", "u"), z.string()]], additional: z.never(), dependentRequired: [["name",["id"]]], special: [["__proto__", z.number(), false]] }))), z.unknown().superRefine(conditional(z.union([z.looseObject({}).superRefine(objectRules({ known: [], required: ["id"] })), z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(z.unknown())])], { error: closestBranch }), z.union([z.looseObject({
  id: z.number().refine(isInteger, "Invalid input: expected integer").optional(),
}), z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(z.unknown())])], { error: closestBranch }), undefined))).superRefine(unevaluated(annAll([annObject(["name","__proto__"], [new RegExp("^x-", "u")], true), annConditional(z.union([z.looseObject({}).superRefine(objectRules({ known: [], required: ["id"] })), z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(z.unknown())])], { error: closestBranch }), annSome([[z.looseObject({}).superRefine(objectRules({ known: [], required: ["id"] })), annObject([], [], false)], [z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(z.unknown())]), annNone]]), annSome([[z.looseObject({
  id: z.number().refine(isInteger, "Invalid input: expected integer").optional(),
}), annObject(["id"], [], false)], [z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(z.unknown())]), annNone]]), annNone)]), z.never(), undefined));

/** Rich, inferred from {@link richSchema}. */
export type Rich = z.infer<typeof richSchema>;
