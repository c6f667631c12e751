import type { ComponentProps } from 'react';
import { Tag } from 'antd';
import * as styles from './tone-tag.module.css';

/** The tones of tokens.css: each tag's text reads at 4.5:1 and more on its background (WCAG AA). */
export type Tone = 'green' | 'blue' | 'red' | 'orange' | 'gold' | 'amber' | 'purple' | 'gray';

type ToneTagProps = {
  tone: Tone;
  /** Medium weight: a status that should stand out a little from the text around it. */
  emphasis?: boolean;
} & Omit<ComponentProps<typeof Tag>, 'color' | 'style'>;

/** A small label in one of the brand's tones (antd's Tag, with no margin after it: lay tags out with a gap). */
export function ToneTag({ tone, emphasis = false, className, ...props }: ToneTagProps) {
  return (
    <Tag
      {...props}
      className={[styles.tag, styles[tone], emphasis && styles.emphasis, className].filter(Boolean).join(' ')}
    />
  );
}
