import { expect, test } from "bun:test";
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
