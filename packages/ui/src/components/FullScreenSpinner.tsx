import { Spin } from 'antd';
import { visuallyHidden } from './visually-hidden.ts';

/** A centred spinner filling the viewport, announced to screen readers as `label`. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}
    >
      <Spin size="large" />
      <span style={visuallyHidden}>{label}</span>
    </div>
  );
}
