/** A failure said on the page (announced to screen readers), or nothing. */
export function ErrorLine({ error }: { error: string }) {
  return error ? (
    <p role="alert" class="error">
      {error}
    </p>
  ) : null;
}
