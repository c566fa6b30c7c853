/** A unified diff as file changes: added lines, removed lines and context, each as text (never HTML). */
export function DiffView({ diff }: { diff: string }) {
  const lines = diff.split("\n").slice(0, 2_000);
  return (
    <pre class="diff" aria-label="Diff">
      {lines.map((line, i) => {
        const kind = line.startsWith("+++") || line.startsWith("---") ? "file" : line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "ctx";
        return (
          <span key={i} class={`diff-${kind}`}>
            {line}
            {"\n"}
          </span>
        );
      })}
    </pre>
  );
}
