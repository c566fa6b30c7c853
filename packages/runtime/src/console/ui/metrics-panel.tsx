import { useEffect, useRef, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { parsePrometheus, type Samples } from "./prometheus-text.ts";
import { Sparkline } from "./sparkline.tsx";

/** One tool's figures at one poll. */
interface Point {
  readonly callsPerSec: number;
  readonly errorRate: number;
  readonly timeoutRate: number;
  readonly waitP50: number;
  readonly waitP99: number;
}
const POLL_MS = 2_000;
/** Points kept per tool (two minutes at one poll every 2 s). */
const KEEP = 60;

interface Health {
  readonly sandbox?: { readonly kind: string; readonly summary: string | readonly string[] };
  readonly limits?: string | readonly string[];
}

/** A fact of one line or several, each on its own line. */
const Lines = ({ value }: { value: string | readonly string[] | undefined }) => (
  <>{value === undefined ? "—" : (typeof value === "string" ? [value] : value).map((line, i) => <div key={i}>{line}</div>)}</>
);

const value = (s: Samples, name: string, key: string) => s.get(name)?.get(key) ?? 0;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const ms = (seconds: number) => `${(seconds * 1000).toFixed(seconds < 0.01 ? 2 : 0)} ms`;

/** Health and metrics as pictures: per tool calls/s, error and timeout rates, permission wait p50/p99; the startup facts. */
export function MetricsPanel({ api, store }: { api: Api; store: string | undefined }) {
  const [series, setSeries] = useState<Map<string, Point[]>>(new Map());
  const [health, setHealth] = useState<Health>({});
  const [error, setError] = useState("");
  const last = useRef<{ at: number; samples: Samples } | undefined>(undefined);
  useEffect(() => {
    void fetch("/health").then(async (r) => setHealth((await r.json()) as Health));
    const poll = async () => {
      try {
        const response = await fetch("/metrics", { credentials: "same-origin" });
        if (!response.ok) throw new Error(`${response.status}`);
        const samples = parsePrometheus(await response.text());
        const at = performance.now();
        const previous = last.current;
        last.current = { at, samples };
        if (!previous) return;
        const seconds = (at - previous.at) / 1000;
        setSeries((old) => {
          const next = new Map(old);
          for (const tool of samples.get("toolwire_tool_calls_total")?.keys() ?? []) {
            const d = (name: string) => value(samples, name, tool) - value(previous.samples, name, tool);
            const calls = d("toolwire_tool_calls_total");
            const point: Point = {
              callsPerSec: calls / seconds,
              errorRate: calls > 0 ? d("toolwire_tool_errors_total") / calls : 0,
              timeoutRate: calls > 0 ? d("toolwire_tool_timeouts_total") / calls : 0,
              waitP50: value(samples, "toolwire_permission_wait_seconds", `${tool}|0.5`),
              waitP99: value(samples, "toolwire_permission_wait_seconds", `${tool}|0.99`),
            };
            next.set(tool, [...(next.get(tool) ?? []), point].slice(-KEEP));
          }
          return next;
        });
        setError("");
      } catch (e) {
        setError(`metrics unavailable (${String(e)})`);
      }
    };
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section aria-labelledby="metrics-title">
      <h2 id="metrics-title">Health and metrics</h2>
      <dl class="facts">
        <dt>Store</dt>
        <dd>{store ?? "—"}</dd>
        <dt>Sandbox</dt>
        <dd>
          <Lines value={health.sandbox?.summary} />
        </dd>
        <dt>Limits</dt>
        <dd>
          <Lines value={health.limits} />
        </dd>
      </dl>
      {error ? <p class="error">{error}</p> : null}
      {series.size === 0 ? (
        <p>Waiting for the first two samples…</p>
      ) : (
        <table>
          <caption class="visually-hidden">Per tool, last two minutes</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Calls per second</th>
              <th scope="col">Errors</th>
              <th scope="col">Timeouts</th>
              <th scope="col">Permission wait p50 / p99</th>
            </tr>
          </thead>
          <tbody>
            {[...series.entries()].map(([tool, points]) => {
              const now = points.at(-1)!;
              return (
                <tr key={tool}>
                  <th scope="row">{tool}</th>
                  <td>
                    <Sparkline values={points.map((p) => p.callsPerSec)} label={`${tool} calls per second, last two minutes`} /> {now.callsPerSec.toFixed(2)}/s
                  </td>
                  <td>
                    <Sparkline values={points.map((p) => p.errorRate)} label={`${tool} error rate`} /> {pct(now.errorRate)}
                  </td>
                  <td>
                    <Sparkline values={points.map((p) => p.timeoutRate)} label={`${tool} timeout rate`} /> {pct(now.timeoutRate)}
                  </td>
                  <td>
                    <Sparkline values={points.map((p) => p.waitP99)} label={`${tool} permission wait p99`} /> {ms(now.waitP50)} / {ms(now.waitP99)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
