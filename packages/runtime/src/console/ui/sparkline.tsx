/** A small line chart of recent values (inline SVG: nothing loaded from elsewhere). */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const w = 160;
  const h = 32;
  const max = Math.max(1e-9, ...values);
  const points = values.map((v, i) => `${values.length <= 1 ? 0 : (i / (values.length - 1)) * w},${h - (v / max) * (h - 2) - 1}`).join(" ");
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} class="sparkline">
      <polyline points={points} fill="none" stroke="currentColor" stroke-width="1.5" />
    </svg>
  );
}
