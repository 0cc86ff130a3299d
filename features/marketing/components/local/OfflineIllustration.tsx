/** A server and a screen joined inside a closed network boundary; decorative. */
export function OfflineIllustration() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 480 140"
      width="100%"
      style={{ maxWidth: '30rem', display: 'block', color: 'var(--mantine-color-indigo-6)' }}
    >
      <rect
        x="6"
        y="6"
        width="468"
        height="128"
        rx="18"
        fill="none"
        stroke="currentColor"
        strokeDasharray="8 6"
      />
      <g fill="currentColor">
        <rect x="48" y="34" width="88" height="20" rx="4" opacity="0.85" />
        <rect x="48" y="60" width="88" height="20" rx="4" opacity="0.65" />
        <rect x="48" y="86" width="88" height="20" rx="4" opacity="0.45" />
      </g>
      <path d="M150 70h150" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <rect x="316" y="30" width="120" height="80" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="376" cy="60" r="14" fill="currentColor" opacity="0.8" />
      <path d="M350 100c4-14 14-20 26-20s22 6 26 20" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
