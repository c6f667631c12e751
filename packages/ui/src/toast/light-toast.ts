import * as styles from './light-toast.module.css';
import { announceToast, onOtherToast, TOAST_DURATION_MS, type ToastOptions } from './toast.ts';

/** The one toast region of the page, shared by every copy of this package (each microfrontend bundles one). */
const REGION_ID = 'referrals-toasts';

const ICONS: Record<NonNullable<ToastOptions['variant']>, { color: string; path: string }> = {
  success: { color: '#16a34a', path: 'M7.5 12.5l3 3 6-6.5' },
  info: { color: '#2563eb', path: 'M12 11v5.5M12 7.5v.5' },
  destructive: { color: '#dc2626', path: 'M9 9l6 6M15 9l-6 6' },
};

const SVG = 'http://www.w3.org/2000/svg';

function icon(variant: NonNullable<ToastOptions['variant']>): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', styles.icon);
  const circle = document.createElementNS(SVG, 'circle');
  Object.entries({ cx: '12', cy: '12', r: '11', fill: ICONS[variant].color }).forEach(([name, value]) =>
    circle.setAttribute(name, value),
  );
  const mark = document.createElementNS(SVG, 'path');
  Object.entries({
    d: ICONS[variant].path,
    stroke: '#fff',
    'stroke-width': '2.4',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    fill: 'none',
  }).forEach(([name, value]) => mark.setAttribute(name, value));
  svg.append(circle, mark);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const created = element('div', styles.region);
  created.id = REGION_ID;
  created.setAttribute('role', 'region');
  created.setAttribute('aria-label', 'Notifications');
  document.body.append(created);
  return created;
}

function clearToasts(): void {
  document.getElementById(REGION_ID)?.replaceChildren();
}

let listening = false;

/**
 * Shows a toast without antd or React (public pages): at most one at a time, for 5000 ms, bottom right (on
 * phones across the screen, at the edge away from the control just used), with a close button. It lives on
 * `document.body`, outside every microfrontend's tree, so it stays on screen when the page it was raised on
 * gives way to another remote's (the login page's "Login Successful" over the dashboard). Failures are
 * announced assertively.
 */
export function showToast({ title, description, variant = 'success', nextPage }: ToastOptions): void {
  if (!listening) {
    listening = true;
    onOtherToast('light', clearToasts);
  }
  const edge = announceToast('light', 'bottom', nextPage);

  const toast = element('div', styles.toast);
  toast.dataset.toast = variant;
  toast.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  toast.append(icon(variant), element('p', styles.title, title));
  if (description) toast.append(element('p', styles.description, description));
  const close = element('button', styles.close, '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => toast.remove());
  toast.append(close);

  const shown = region();
  shown.classList.toggle(styles.top, edge === 'top');
  shown.replaceChildren(toast);
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
