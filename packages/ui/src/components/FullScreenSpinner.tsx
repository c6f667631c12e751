import { screenClassName, ScreenSpinner } from '../light-components/MessageScreen.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/** A centred spinner filling the viewport, announced to screen readers as `label`. No antd. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={screenClassName}>
      <ScreenSpinner />
      <span style={visuallyHidden}>{label}</span>
    </div>
  );
}
