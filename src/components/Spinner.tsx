// A busy indicator with its words announced politely to screen readers.
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__icon" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
