import { watch, type FSWatcher } from "node:fs";
import { resolve, sep } from "node:path";
import { displayPath } from "../load/display-path.ts";

/** How long the folder must be quiet before regenerating: editors save in bursts (temp file, rename, chmod). */
export const WATCH_DEBOUNCE_MS = 150;

/**
 * Runs `regenerate` now and again after every burst of changes under `dirs` (debounced, never two runs at once:
 * changes during a run queue one more). Paths under `ignore` (the output, when it lies inside a watched folder)
 * do not trigger. Resolves when `signal` aborts.
 */
export async function watchAndRegenerate(
  dirs: readonly string[],
  ignore: readonly string[],
  regenerate: () => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const ignored = ignore.map((p) => resolve(p));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await regenerate();
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await run();
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), WATCH_DEBOUNCE_MS);
  };
  await run();
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, name) => {
      const path = resolve(dir, String(name ?? ""));
      // The writer's staging folders and the output itself change on every run; reacting to them would loop.
      if (path.split(sep).some((part) => part.startsWith(".toolwire-"))) return;
      if (ignored.some((p) => path === p || path.startsWith(p + sep))) return;
      schedule();
    }),
  );
  console.log(`toolwire: watching ${dirs.map((d) => displayPath(d)).join(", ")} (Ctrl-C to stop)`);
  await new Promise<void>((done) => signal.addEventListener("abort", () => done(), { once: true }));
  clearTimeout(timer);
  for (const w of watchers) w.close();
}
