/** The product's mark: a ball crossing a goal line, drawn inline so it needs no request and takes tokens. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m12 8.2 3 2.2-1.1 3.5h-3.8L9 10.4z" fill="currentColor" />
      <path d="M3 20h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
