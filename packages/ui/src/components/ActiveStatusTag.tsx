import { Tag } from 'antd';

/** antd's success tag is light green on pale green (2.2:1); these read at 7:1 and more (WCAG AA asks 4.5:1). */
const ACTIVE_STYLE = { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' } as const;
const INACTIVE_STYLE = { color: '#334155', background: '#f1f5f9', borderColor: '#cbd5e1' } as const;

/** The Active/Inactive badge of a campaign or business (docs/product-rules.md §2). */
export function ActiveStatusTag({ isActive }: { isActive: boolean }) {
  return (
    <Tag style={{ marginInlineEnd: 0, fontWeight: 500, ...(isActive ? ACTIVE_STYLE : INACTIVE_STYLE) }}>
      {isActive ? 'Active' : 'Inactive'}
    </Tag>
  );
}
