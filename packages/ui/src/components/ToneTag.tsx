import type { ComponentProps } from 'react';
import { Tag } from 'antd';
import * as styles from './tone-tag.module.css';

/** The tones of tokens.css: each tag's text reads at 4.5:1 and more on its background (WCAG AA). */
export type Tone = 'green' | 'blue' | 'red' | 'orange' | 'gold' | 'amber' | 'purple' | 'gray';

type ToneTagProps = { tone: Tone } & Omit<ComponentProps<typeof Tag>, 'color' | 'style'>;

/** A small label in one of the brand's tones (antd's Tag, with no margin after it: lay tags out with a gap). */
export function ToneTag({ tone, className, ...props }: ToneTagProps) {
  return <Tag {...props} className={[styles.tag, styles[tone], className].filter(Boolean).join(' ')} />;
}
