// Code generated from schema/invocation/toolInfo.schema.json. DO NOT EDIT.
import type { ToolCategory } from "./toolCategory.js";
import type { ToolRiskLevel } from "./toolRiskLevel.js";

/**
 * Metadata a tool exposes in the registry: its name, input and output schemas, categories, the permissions it needs and its risk level.
 */
export interface ToolInfo {
  /**
   * Tool name as the model calls it, such as `read` or `bash`.
   */
  name: string;
  /**
   * Description of the tool shown to the model.
   */
  description: string;
  /**
   * JSON Schema describing the tool's input.
   */
  inputSchema: {
    [k: string]: unknown;
  };
  /**
   * JSON Schema describing the tool's output.
   */
  outputSchema: {
    [k: string]: unknown;
  };
  /**
   * Categories the tool belongs to.
   */
  categories: ToolCategory[];
  /**
   * Permission names the tool may request (the `permission` of permission requests and rules, such as `edit` or `bash`).
   */
  permissions: string[];
  /**
   * Risk level used to choose the default permission behaviour.
   */
  riskLevel?: ToolRiskLevel;
}
