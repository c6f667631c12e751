import { Tag } from 'antd';

/** The Active/Inactive badge of a campaign or business (docs/product-rules.md §2). */
export function ActiveStatusTag({ isActive }: { isActive: boolean }) {
  return (
    <Tag color={isActive ? 'success' : 'default'} style={{ marginInlineEnd: 0, fontWeight: 500 }}>
      {isActive ? 'Active' : 'Inactive'}
    </Tag>
  );
}
