import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { childPointer } from "../diagnostics/diagnostic.ts";
import { dialectLabel, refIgnoresSiblings, type Dialect } from "../dialect/dialect.ts";
import { ANY_DIALECT_KEYWORDS, vocabularyOfKeyword } from "../dialect/vocabulary.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import type { Registry } from "../resolve/registry.ts";
import { forEachSubschema } from "../resolve/schema-keywords.ts";

/**
 * Annotations editors and tools put in schemas. Like `x-*`, they never change validation, so they are
 * accepted silently rather than flagged as possible typos.
 */
const VENDOR_ANNOTATIONS = new Set([
  "markdownDescription", "deprecationMessage", "markdownEnumDescriptions", "enumDescriptions", "defaultSnippets",
  "errorMessage", "patternErrorMessage", "doNotSuggest", "suggestSortText", "allowComments", "allowTrailingCommas",
  "discriminator", "example", "externalDocs", "xml", "tsType", "nullable",
]);

/**
 * Warnings (never errors: the specification makes unknown keywords annotations) for the keywords a user
 * most likely meant to assert something with: a near-miss of a keyword (`maxlength`, `reqired`), and an
 * assertion of another dialect (`unevaluatedProperties` in draft-07), which this dialect ignores.
 */
export function keywordWarnings(registry: Registry, documentCount: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    const file = registry.documents[doc]!.file;
    const visit = (value: unknown, pointer: string) => {
      if (!isPlainObject(value)) return;
      const { dialect, keywords } = registry.dialectAt({ doc, pointer });
      const refReplaces = refIgnoresSiblings(dialect) && typeof value.$ref === "string";
      for (const keyword of Object.keys(value)) {
        const where = childPointer(pointer, keyword);
        if (refReplaces && keyword !== "$ref" && keywords.has(keyword) && asserts(keyword, dialect)) {
          out.push({ file, pointer: where, message: `${keyword} beside $ref is ignored in ${dialectLabel(dialect)}, where a $ref replaces its whole schema (put both in an allOf)`, severity: "warning" });
          continue;
        }
        if (keywords.has(keyword) || keyword.startsWith("x-") || VENDOR_ANNOTATIONS.has(keyword)) continue;
        if (ANY_DIALECT_KEYWORDS.has(keyword)) {
          // Only assertions and applicators matter here; a foreign $defs or $comment changes nothing.
          if (asserts(keyword, dialect) && !dropped(keyword, dialect)) {
            out.push({ file, pointer: where, message: `${keyword} is not a ${dialectLabel(dialect)} keyword, so it is ignored (an annotation)`, severity: "warning" });
          }
          continue;
        }
        const near = nearest(keyword, keywords);
        if (near) out.push({ file, pointer: where, message: `unknown keyword "${keyword}" (did you mean "${near}"?) is ignored (an annotation)`, severity: "warning" });
      }
      forEachSubschema(value, pointer, (sub) => visit(sub.value, sub.pointer));
    };
    visit(registry.documents[doc]!.json, "");
  }
  return out;
}

/** True for assertion and applicator keywords (not core plumbing, annotations or content hints). */
function asserts(keyword: string, dialect: Dialect): boolean {
  const vocabulary = vocabularyOfKeyword(keyword, dialect);
  return vocabulary !== undefined && vocabulary !== "core" && vocabulary !== "meta-data" && vocabulary !== "content" && vocabulary !== "format";
}

/** Keywords the IR builder already refuses with an error in this dialect; a warning would repeat it. */
function dropped(keyword: string, dialect: string): boolean {
  return dialect === "2020-12" && ["dependencies", "additionalItems", "$recursiveRef"].includes(keyword);
}

/** The dialect keyword within two edits (case-insensitively) of `word`, if exactly one is that close. */
function nearest(word: string, keywords: ReadonlySet<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const k of keywords) {
    const d = distance(lower, k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  const allowed = word.length <= 4 ? 0 : word.length <= 7 ? 1 : 2;
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** Damerau-Levenshtein (optimal string alignment) distance. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
