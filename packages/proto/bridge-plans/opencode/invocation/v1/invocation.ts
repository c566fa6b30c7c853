// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/invocation/v1/invocation.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.invocation.v1.ToolInfo": {
      "name": "opencode.invocation.v1.ToolInfo",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "inputSchema",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "inputSchema",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "outputSchema",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "outputSchema",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "categories",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "categories",
              "c": {
                "k": "list",
                "of": {
                  "k": "enum",
                  "e": "opencode.invocation.v1.ToolCategory"
                }
              }
            }
          },
          {
            "json": "permissions",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissions",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.invocation.v1.ToolProgress": {
      "name": "opencode.invocation.v1.ToolProgress",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "percentage",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "percentage",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {
    "opencode.invocation.v1.ToolCategory": {
      "file": 1,
      "search": 2,
      "code-analysis": 3,
      "development": 4,
      "project-management": 5,
      "mcp": 6,
      "client": 7
    },
    "opencode.invocation.v1.ToolRiskLevel": {
      "low": 1,
      "medium": 2,
      "high": 3,
      "critical": 4
    }
  }
};
