import type { CSSProperties } from 'react';

// The visible "AI" mark every published portrait carries (issue 24: the customer cannot remove it). Placed top right by
// default; a page whose frame may be cropped (the runtime's stage at 390 px) places it on its visible area instead.
const MARK: CSSProperties = {
  position: 'absolute',
  top: 8,
  right: 8,
  zIndex: 2,
  padding: '1px 6px',
  borderRadius: 4,
  background: 'rgba(0, 0, 0, 0.72)',
  color: '#fff',
  font: '600 12px/18px system-ui, sans-serif',
  letterSpacing: '0.04em',
  pointerEvents: 'none',
};

/** The mark; `label` is its translated accessible name ("AI-generated"). */
export function AiMark({ label }: { label: string }) {
  return (
    <span role="note" aria-label={label} title={label} style={MARK} data-ai-mark="">
      AI
    </span>
  );
}
