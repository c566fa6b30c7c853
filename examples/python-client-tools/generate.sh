#!/usr/bin/env bash
# Generates the Python messages and gRPC stubs of toolwire's emitted protos into $1 (default ./gen).
# Needs protoc and grpc_python_plugin (Debian: protobuf-compiler protobuf-compiler-grpc).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/gen}"
proto="$here/../../proto"
mkdir -p "$out"
plugin="$(command -v grpc_python_plugin || true)"
if [ -z "$plugin" ]; then echo "grpc_python_plugin not found: apt-get install protobuf-compiler-grpc" >&2; exit 1; fi
protoc -I "$proto" --python_out="$out" --grpc_out="$out" --plugin=protoc-gen-grpc="$plugin" \
  $(cd "$proto" && find opencode -name '*.proto' | sort)
# protoc writes packages without __init__.py; Python 3 namespace packages import them as they are.
echo "generated into $out"
