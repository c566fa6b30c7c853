// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/server/v1/server.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.server.v1.ServerError": {
      "name": "opencode.server.v1.ServerError",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "code",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "code",
              "c": {
                "k": "enum",
                "e": "opencode.server.v1.ServerErrorCode"
              }
            }
          },
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
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "issues",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "issues",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.server.v1.ServerErrorBody": {
      "name": "opencode.server.v1.ServerErrorBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "error",
              "c": {
                "k": "message",
                "m": "opencode.server.v1.ServerError"
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {
    "opencode.server.v1.ServerErrorCode": {
      "INVALID_ARGUMENT": 1,
      "NOT_FOUND": 2,
      "ALREADY_EXISTS": 3,
      "PERMISSION_DENIED": 4,
      "FAILED_PRECONDITION": 5,
      "ABORTED": 6,
      "UNAUTHENTICATED": 7,
      "RESOURCE_EXHAUSTED": 8,
      "UNAVAILABLE": 9,
      "INTERNAL": 10
    }
  }
};
