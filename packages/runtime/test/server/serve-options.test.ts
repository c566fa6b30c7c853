import { describe, expect, test } from "bun:test";
import { DEFAULT_GRPC_PORT, DEFAULT_HTTP_PORT, parseServeOptions, SERVE_USAGE, TIMEOUT_CATEGORIES, UsageError } from "../../src/server/serve-options.ts";

describe("serve options", () => {
  test("defaults: 127.0.0.1, fixed ports, the data dir in the user's state directory (never the workspace), the sandbox on", () => {
    expect(parseServeOptions([], "/w", { HOME: "/home/u" })).toEqual({
      host: "127.0.0.1",
      grpcPort: DEFAULT_GRPC_PORT,
      httpPort: DEFAULT_HTTP_PORT,
      dataDir: "/home/u/.local/state/toolwire",
      timeouts: { categories: {} },
      workspace: "/w",
      mcpServers: [],
      help: false,
      sandbox: "on",
    });
    expect(parseServeOptions([], "/w", { HOME: "/home/u", XDG_STATE_HOME: "/state" }).dataDir).toBe("/state/toolwire");
    // A relative XDG_STATE_HOME is invalid by the XDG spec and ignored.
    expect(parseServeOptions([], "/w", { HOME: "/home/u", XDG_STATE_HOME: "rel" }).dataDir).toBe("/home/u/.local/state/toolwire");
  });

  test("--allow-origin takes origins (repeatable) or *, and refuses anything with a path or another scheme", () => {
    expect(parseServeOptions(["--allow-origin", "https://app.example.com", "--allow-origin=http://10.0.0.5:8080"], "/w").allowedOrigins).toEqual(["https://app.example.com", "http://10.0.0.5:8080"]);
    expect(parseServeOptions(["--allow-origin", "*"], "/w").allowedOrigins).toEqual(["*"]);
    for (const bad of ["app.example.com", "https://app.example.com/", "ftp://x.example", "https://x.example/path"]) {
      expect(() => parseServeOptions(["--allow-origin", bad], "/w")).toThrow(`--allow-origin expects an origin like https://app.example.com (scheme, host, optional port; no path), got "${bad}"`);
    }
  });

  test("--sandbox on|off and the token-file flags", () => {
    const options = parseServeOptions(["--sandbox", "off", "--agent-token-file", "a.tok", "--user-token-file=/s/u.tok"], "/w");
    expect(options).toMatchObject({ sandbox: "off", agentTokenFile: "/w/a.tok", userTokenFile: "/s/u.tok" });
    expect(() => parseServeOptions(["--sandbox", "maybe"], "/w")).toThrow('--sandbox expects on or off, got "maybe"');
  });

  test("flags with separate or = values, and a leading --", () => {
    const options = parseServeOptions(["--", "--grpc-port", "0", "--http-port=8080", "--data-dir", "d", "--host=::1"], "/w");
    expect(options).toEqual({ host: "::1", grpcPort: 0, httpPort: 8080, dataDir: "/w/d", timeouts: { categories: {} }, workspace: "/w", mcpServers: [], help: false, sandbox: "on" });
    expect(Object.isFrozen(options)).toBe(true);
  });

  test("--workspace, --mcp name=command args (repeatable), --config and --ask-timeout", () => {
    const options = parseServeOptions(["--workspace", "ws", "--mcp", "gh=npx -y github-mcp", "--mcp=fs=./fs-server", "--config", "rules.json", "--ask-timeout", "90"], "/w");
    expect(options.workspace).toBe("/w/ws");
    expect(options.mcpServers).toEqual([
      { name: "gh", command: "npx", args: ["-y", "github-mcp"] },
      { name: "fs", command: "./fs-server", args: [] },
    ]);
    expect(options.configPath).toBe("/w/rules.json");
    expect(options.askTimeoutMs).toBe(90_000);
    expect(() => parseServeOptions(["--mcp", "=x"], "/w")).toThrow(UsageError);
    expect(() => parseServeOptions(["--mcp", "a=x", "--mcp", "a=y"], "/w")).toThrow(/twice/);
    expect(() => parseServeOptions(["--ask-timeout", "0"], "/w")).toThrow(UsageError);
  });

  test("--timeout tool:<name>=<s> and mcp:<server>=<s> override one tool and one MCP server", () => {
    const options = parseServeOptions(["--mcp", "gh=gh-mcp", "--timeout", "tool:bash=600", "--timeout", "mcp:gh=30"], "/w");
    expect(options.timeouts.tools).toEqual({ bash: 600_000 });
    expect(options.mcpServers).toEqual([{ name: "gh", command: "gh-mcp", args: [], timeoutMs: 30_000 }]);
    expect(() => parseServeOptions(["--timeout", "mcp:nope=3"], "/w")).toThrow(/no --mcp nope/);
    expect(() => parseServeOptions(["--timeout", "tool:bash=1", "--timeout", "tool:bash=2"], "/w")).toThrow(/twice/);
  });

  test("--timeout <category>=<seconds> is repeatable and parsed once into frozen milliseconds", () => {
    const options = parseServeOptions(["--timeout", "file=45", "--timeout=mcp=0.5", "--timeout", "code-analysis=90"], "/w");
    expect(options.timeouts).toEqual({ categories: { file: 45_000, mcp: 500, "code-analysis": 90_000 } });
    expect(Object.isFrozen(options.timeouts)).toBe(true);
    expect(Object.isFrozen(options.timeouts.categories)).toBe(true);
    expect(TIMEOUT_CATEGORIES).toEqual(["file", "search", "code-analysis", "development", "project-management", "mcp", "client"]);
    expect(SERVE_USAGE).toContain("--timeout <category>=<seconds>");
    for (const category of TIMEOUT_CATEGORIES) expect(SERVE_USAGE).toContain(category);
  });

  test("--timeout refuses unknown categories, non-positive or malformed seconds, and repeats", () => {
    expect(() => parseServeOptions(["--timeout", "files=3"])).toThrow(/unknown category "files" \(expected one of file, search, code-analysis, development, project-management, mcp, client, or tool:<name>, mcp:<server>\)/);
    expect(() => parseServeOptions(["--timeout", "3"])).toThrow(/--timeout expects <category>=<seconds>, got "3"/);
    for (const bad of ["0", "-1", "0.0001", "", "abc", "1e3", "Infinity", "0x10"]) {
      expect(() => parseServeOptions(["--timeout", `file=${bad}`])).toThrow(`--timeout file expects a positive number of seconds, got "${bad}"`);
    }
    expect(() => parseServeOptions(["--timeout", "file=1", "--timeout", "file=2"])).toThrow(/file is given twice/);
    expect(() => parseServeOptions(["--timeout"])).toThrow(/needs a value/);
    expect(() => parseServeOptions(["--timeout", "bogus=1"])).toThrow(UsageError);
  });

  test("--help", () => {
    expect(parseServeOptions(["--help"]).help).toBe(true);
  });

  test("bad input is a UsageError naming the flag", () => {
    expect(() => parseServeOptions(["--grpc-port", "x"])).toThrow(UsageError);
    expect(() => parseServeOptions(["--http-port", "70000"])).toThrow(/--http-port/);
    expect(() => parseServeOptions(["--http-port", "-1"])).toThrow(UsageError);
    expect(() => parseServeOptions(["--data-dir"])).toThrow(/needs a value/);
    expect(() => parseServeOptions(["--verbose"])).toThrow(/unknown option/);
  });

  test("--store postgres://… or TOOLWIRE_DATABASE_URL selects PostgreSQL; the flag wins; a bad URL is refused without echoing its password", () => {
    expect(parseServeOptions(["--store", "postgres://tw@db:5432/tw"], "/w").databaseUrl).toBe("postgres://tw@db:5432/tw");
    expect(parseServeOptions([], "/w", { TOOLWIRE_DATABASE_URL: "postgresql://tw@db/tw" }).databaseUrl).toBe("postgresql://tw@db/tw");
    expect(parseServeOptions(["--store=postgres://a@x/one"], "/w", { TOOLWIRE_DATABASE_URL: "postgres://b@y/two" }).databaseUrl).toBe("postgres://a@x/one");
    expect(parseServeOptions([], "/w").databaseUrl).toBeUndefined();
    expect(() => parseServeOptions(["--store", "mysql://u:hunter2@db/x"], "/w")).toThrow(UsageError);
    expect(() => parseServeOptions(["--store", "mysql://u:hunter2@db/x"], "/w")).toThrow(/--store expects a postgres:\/\/user@host\[:port\]\/database URL, got "mysql:\/\/u@db\/x"/);
    expect(() => parseServeOptions([], "/w", { TOOLWIRE_DATABASE_URL: "sqlite.db" })).toThrow(/TOOLWIRE_DATABASE_URL expects/);
  });

  test("--retention sets how long a postgres store keeps settled requests and events; it needs a postgres store", () => {
    expect(parseServeOptions(["--store", "postgres://tw@db/tw", "--retention", "600"], "/w").retentionMs).toBe(600_000);
    expect(parseServeOptions(["--retention=90"], "/w", { TOOLWIRE_DATABASE_URL: "postgres://tw@db/tw" }).retentionMs).toBe(90_000);
    expect(parseServeOptions(["--store", "postgres://tw@db/tw"], "/w").retentionMs).toBeUndefined();
    expect(() => parseServeOptions(["--retention", "600"], "/w")).toThrow(/--retention applies to a postgres store/);
    expect(() => parseServeOptions(["--store", "postgres://tw@db/tw", "--retention", "-1"], "/w")).toThrow(/--retention expects a positive number of seconds/);
  });
});
