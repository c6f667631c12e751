/**
 * The show/hide switch of an antd password field (`<Input.Password iconRender={passwordToggle} />`) as a word,
 * big enough to tap: antd's eye icon is a 14 px target, below WCAG 2.2's 24 px, and its meaning is clearer
 * written.
 */
export function passwordToggle(visible: boolean) {
  return (
    <span style={{ display: 'inline-block', padding: '8px 4px', color: '#1d4ed8', fontSize: 13 }}>
      {visible ? 'Hide' : 'Show'}
    </span>
  );
}
