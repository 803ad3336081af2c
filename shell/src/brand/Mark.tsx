/**
 * The Property Video mark: a house whose door is a play button (the same drawing as mark.svg, the
 * favicon and the app icons), inline so the header needs no extra request. Decorative: the link
 * around it carries the name.
 */
export function Mark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
      <path
        d="M13 31 32 15l19 16M19 27v21h26V27"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M28 32.5v11.5l10-5.75z"
        fill="#fff"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
