import { ToneTag } from './ToneTag.tsx';

/**
 * The Active/Inactive badge of a campaign or business (docs/product-rules.md §2): green or grey in the tokens'
 * tones, which read at 7:1 and more (antd's success tag is light green on pale green, 2.2:1).
 */
export function ActiveStatusTag({ isActive }: { isActive: boolean }) {
  return (
    <ToneTag tone={isActive ? 'green' : 'gray'} emphasis>
      {isActive ? 'Active' : 'Inactive'}
    </ToneTag>
  );
}
