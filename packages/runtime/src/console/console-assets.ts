import { join } from "node:path";

/** The console's page, script and stylesheet, all served by the runtime (nothing from a CDN). */
export interface ConsoleAssets {
  readonly script: string;
  readonly style: string;
}

const UI = join(import.meta.dir, "ui");
let built: Promise<ConsoleAssets> | undefined;

/** Bundles the page with Bun's bundler once per process (in memory, minified); later calls share the result. */
export function consoleAssets(): Promise<ConsoleAssets> {
  built ??= (async () => {
    const result = await Bun.build({ entrypoints: [join(UI, "main.tsx")], target: "browser", minify: true, format: "esm", tsconfig: join(UI, "tsconfig.json") } as Parameters<typeof Bun.build>[0]);
    if (!result.success) throw new Error(`console: bundling the page failed: ${result.logs.map(String).join("\n")}`);
    const script = await result.outputs.find((o) => o.kind === "entry-point")!.text();
    const style = await Bun.file(join(UI, "console.css")).text();
    return Object.freeze({ script, style });
  })();
  return built;
}

/** The page shell: no inline script or style, so the strict CSP holds. */
export const CONSOLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>toolwire console</title>
<link rel="stylesheet" href="/console/console.css">
<script type="module" src="/console/console.js"></script>
</head>
<body>
<div id="app"><main><h1>toolwire console</h1><p>Loading…</p></main></div>
</body>
</html>
`;
