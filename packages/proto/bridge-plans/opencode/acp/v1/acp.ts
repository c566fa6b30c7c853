// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/acp/v1/acp.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.acp.v1.AcpAnnotations": {
      "name": "opencode.acp.v1.AcpAnnotations",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "audience",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "audience",
              "nullCase": "audienceNull",
              "valueCase": "audienceValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations.AudienceList"
              }
            }
          },
          {
            "json": "lastModified",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "lastModified",
              "nullCase": "lastModifiedNull",
              "valueCase": "lastModifiedValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "priority",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "priority",
              "nullCase": "priorityNull",
              "valueCase": "priorityValue",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpAnnotations.AudienceList": {
      "name": "opencode.acp.v1.AcpAnnotations.AudienceList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "enum",
            "e": "opencode.acp.v1.AcpRole"
          }
        }
      }
    },
    "opencode.acp.v1.AcpAudioContent": {
      "name": "opencode.acp.v1.AcpAudioContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "audio"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "data",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "data",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mimeType",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpBlobResourceContents": {
      "name": "opencode.acp.v1.AcpBlobResourceContents",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "blob",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "blob",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpCancelledPermissionOutcome": {
      "name": "opencode.acp.v1.AcpCancelledPermissionOutcome",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "const",
                "t": "string",
                "v": "cancelled"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpContent": {
      "name": "opencode.acp.v1.AcpContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "content"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "content",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "text",
                    "tag": "text",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpTextContent"
                    }
                  },
                  {
                    "case": "image",
                    "tag": "image",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpImageContent"
                    }
                  },
                  {
                    "case": "audio",
                    "tag": "audio",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpAudioContent"
                    }
                  },
                  {
                    "case": "resourceLink",
                    "tag": "resource_link",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpResourceLink"
                    }
                  },
                  {
                    "case": "resource",
                    "tag": "resource",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpEmbeddedResource"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpContentBlock": {
      "name": "opencode.acp.v1.AcpContentBlock",
      "body": {
        "b": "union",
        "ts": "acpContentBlock",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "text",
              "tag": "text",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTextContent"
              }
            },
            {
              "case": "image",
              "tag": "image",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpImageContent"
              }
            },
            {
              "case": "audio",
              "tag": "audio",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAudioContent"
              }
            },
            {
              "case": "resourceLink",
              "tag": "resource_link",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpResourceLink"
              }
            },
            {
              "case": "resource",
              "tag": "resource",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpEmbeddedResource"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpTextContent": {
      "name": "opencode.acp.v1.AcpTextContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "text"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "text",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpImageContent": {
      "name": "opencode.acp.v1.AcpImageContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "image"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "data",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "data",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mimeType",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "uri",
              "nullCase": "uriNull",
              "valueCase": "uriValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpResourceLink": {
      "name": "opencode.acp.v1.AcpResourceLink",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource_link"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "description",
              "nullCase": "descriptionNull",
              "valueCase": "descriptionValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
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
            "json": "size",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "size",
              "nullCase": "sizeNull",
              "valueCase": "sizeValue",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "title",
              "nullCase": "titleNull",
              "valueCase": "titleValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpEmbeddedResource": {
      "name": "opencode.acp.v1.AcpEmbeddedResource",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "resource",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "resource",
              "u": {
                "variants": [
                  {
                    "case": "text",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpTextResourceContents"
                    }
                  },
                  {
                    "case": "blob",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpBlobResourceContents"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpDiff": {
      "name": "opencode.acp.v1.AcpDiff",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "diff"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "oldText",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "oldText",
              "nullCase": "oldTextNull",
              "valueCase": "oldTextValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "newText",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "newText",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpEmbeddedResourceResource": {
      "name": "opencode.acp.v1.AcpEmbeddedResourceResource",
      "body": {
        "b": "union",
        "ts": "acpEmbeddedResourceResource",
        "u": {
          "variants": [
            {
              "case": "text",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTextResourceContents"
              }
            },
            {
              "case": "blob",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpBlobResourceContents"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpTextResourceContents": {
      "name": "opencode.acp.v1.AcpTextResourceContents",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "text",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpPermissionOption": {
      "name": "opencode.acp.v1.AcpPermissionOption",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "optionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "optionId",
              "c": {
                "k": "scalar",
                "t": "string"
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
            "json": "kind",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "kind",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpPermissionOptionKind"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionOutcome": {
      "name": "opencode.acp.v1.AcpRequestPermissionOutcome",
      "body": {
        "b": "union",
        "ts": "acpRequestPermissionOutcome",
        "u": {
          "disc": "outcome",
          "variants": [
            {
              "case": "cancelled",
              "tag": "cancelled",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpCancelledPermissionOutcome"
              }
            },
            {
              "case": "selected",
              "tag": "selected",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpSelectedPermissionOutcome"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpSelectedPermissionOutcome": {
      "name": "opencode.acp.v1.AcpSelectedPermissionOutcome",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "const",
                "t": "string",
                "v": "selected"
              }
            }
          },
          {
            "json": "optionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "optionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionRequest": {
      "name": "opencode.acp.v1.AcpRequestPermissionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolCall",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "toolCall",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate"
              }
            }
          },
          {
            "json": "options",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "options",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpPermissionOption"
                }
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionResponse": {
      "name": "opencode.acp.v1.AcpRequestPermissionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "outcome",
              "u": {
                "disc": "outcome",
                "variants": [
                  {
                    "case": "cancelled",
                    "tag": "cancelled",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpCancelledPermissionOutcome"
                    }
                  },
                  {
                    "case": "selected",
                    "tag": "selected",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpSelectedPermissionOutcome"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpTerminal": {
      "name": "opencode.acp.v1.AcpTerminal",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "terminal"
              }
            }
          },
          {
            "json": "terminalId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "terminalId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCall": {
      "name": "opencode.acp.v1.AcpToolCall",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "toolCallId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolCallId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "title",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "kind",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolKind"
              }
            }
          },
          {
            "json": "status",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "status",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolCallStatus"
              }
            }
          },
          {
            "json": "content",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "content",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpToolCallContent"
                }
              }
            }
          },
          {
            "json": "locations",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "locations",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpToolCallLocation"
                }
              }
            }
          },
          {
            "json": "rawInput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawInput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "rawOutput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawOutput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallContent": {
      "name": "opencode.acp.v1.AcpToolCallContent",
      "body": {
        "b": "union",
        "ts": "acpToolCallContent",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "content",
              "tag": "content",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpContent"
              }
            },
            {
              "case": "diff",
              "tag": "diff",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpDiff"
              }
            },
            {
              "case": "terminal",
              "tag": "terminal",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTerminal"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpToolCallLocation": {
      "name": "opencode.acp.v1.AcpToolCallLocation",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "line",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "line",
              "nullCase": "lineNull",
              "valueCase": "lineValue",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate": {
      "name": "opencode.acp.v1.AcpToolCallUpdate",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "toolCallId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolCallId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "kind",
              "nullCase": "kindNull",
              "valueCase": "kindValue",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolKind"
              }
            }
          },
          {
            "json": "status",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "status",
              "nullCase": "statusNull",
              "valueCase": "statusValue",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolCallStatus"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "title",
              "nullCase": "titleNull",
              "valueCase": "titleValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "content",
              "nullCase": "contentNull",
              "valueCase": "contentValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate.ContentList"
              }
            }
          },
          {
            "json": "locations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "locations",
              "nullCase": "locationsNull",
              "valueCase": "locationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate.LocationsList"
              }
            }
          },
          {
            "json": "rawInput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawInput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "rawOutput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawOutput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate.ContentList": {
      "name": "opencode.acp.v1.AcpToolCallUpdate.ContentList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.acp.v1.AcpToolCallContent"
          }
        }
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate.LocationsList": {
      "name": "opencode.acp.v1.AcpToolCallUpdate.LocationsList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.acp.v1.AcpToolCallLocation"
          }
        }
      }
    }
  },
  "enums": {
    "opencode.acp.v1.AcpPermissionOptionKind": {
      "allow_once": 1,
      "allow_always": 2,
      "reject_once": 3,
      "reject_always": 4
    },
    "opencode.acp.v1.AcpRole": {
      "assistant": 1,
      "user": 2
    },
    "opencode.acp.v1.AcpToolCallStatus": {
      "pending": 1,
      "in_progress": 2,
      "completed": 3,
      "failed": 4
    },
    "opencode.acp.v1.AcpToolKind": {
      "read": 1,
      "edit": 2,
      "delete": 3,
      "move": 4,
      "search": 5,
      "execute": 6,
      "think": 7,
      "fetch": 8,
      "switch_mode": 9,
      "other": 10
    }
  }
};
