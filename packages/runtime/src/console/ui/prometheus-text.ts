/** Samples of the Prometheus text format: metric name → tool label (plus quantile) → value. */
export type Samples = Map<string, Map<string, number>>;

/** Parses `name{tool="x",quantile="0.5"} value` lines (the runtime's own /metrics); comments and others are skipped. */
export function parsePrometheus(text: string): Samples {
  const out: Samples = new Map();
  for (const line of text.split("\n")) {
    const m = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    const key = labels.quantile !== undefined ? `${labels.tool}|${labels.quantile}` : (labels.tool ?? "");
    const byName = out.get(m[1]!) ?? out.set(m[1]!, new Map()).get(m[1]!)!;
    byName.set(key, Number(m[3]));
  }
  return out;
}
