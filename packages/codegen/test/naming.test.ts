import { expect, test } from "bun:test";
import { assignModuleNames } from "../src/naming/module-names.ts";
import { lowerCamel, moduleNameForFile, pascalCase } from "../src/naming/names.ts";

test("module and type names are lowerCamel/PascalCase without acronym accidents", () => {
  const cases: [string, string, string][] = [
    ["JSONRPCMessage", "jsonRpcMessage", "JsonRpcMessage"],
    ["ToolCallID", "toolCallId", "ToolCallId"],
    ["HTTPHeaders", "httpHeaders", "HttpHeaders"],
    ["ToolCall", "toolCall", "ToolCall"],
    ["schema.v1", "schemaV1", "SchemaV1"],
    ["tool_kind", "toolKind", "ToolKind"],
    ["XYZThing", "xyzThing", "XyzThing"],
  ];
  expect(cases.map(([raw]) => [raw, lowerCamel(raw), pascalCase(raw)])).toEqual(cases);
});

test("a file already named in lowerCamel keeps its name", () => {
  expect(["toolPart.schema.json", "acpToolCallId.schema.json", "toolCallID.schema.json"].map(moduleNameForFile)).toEqual(["toolPart", "acpToolCallId", "toolCallID"]);
});

test("$defs from different files share one flat name space without clashing", () => {
  const names = assignModuleNames([
    { rawName: "color", qualifier: "stylelintrc" },
    { rawName: "rule", qualifier: "eslintrc" },
    { rawName: "color", qualifier: "jscpd" },
    { rawName: "rule", qualifier: "stylelintrc" },
    { rawName: "colorHex", qualifier: "jscpd" },
    { rawName: "index", qualifier: "" },
  ]);
  // Every claimant of a shared name is qualified (none silently owns it); unique names stay; index.ts is taken.
  expect(names.map((n) => n.name)).toEqual(["stylelintrcColor", "eslintrcRule", "jscpdColor", "stylelintrcRule", "colorHex", "index2"]);
  expect(names.map((n) => n.typeName)).toEqual(["StylelintrcColor", "EslintrcRule", "JscpdColor", "StylelintrcRule", "ColorHex", "Index2"]);
  // A qualified name a schema already owns outright is not taken from it.
  expect(assignModuleNames([{ rawName: "a", qualifier: "x" }, { rawName: "a", qualifier: "y" }, { rawName: "xA", qualifier: "z" }]).map((n) => n.name)).toEqual(["xA2", "yA", "xA"]);
});
