/** A place an address can be shared to in one tap. */
export interface ShareTarget {
  /** The button's text. */
  label: string;
  href: string;
  /** Web share pages open in a new tab; `mailto:` opens the mail app in place. */
  newTab: boolean;
}

/**
 * The share buttons of a referrer's link and of a voucher: WhatsApp, Facebook, X (Twitter) and e-mail,
 * each with `message` and `link` as that service's share address takes them. No script of theirs is loaded
 * and nothing is sent before the visitor taps.
 */
export function shareTargets(link: string, message: string, subject: string): ShareTarget[] {
  const text = encodeURIComponent(`${message} ${link}`);
  const url = encodeURIComponent(link);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}`, newTab: true },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, newTab: true },
    {
      label: 'X (Twitter)',
      href: `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${url}`,
      newTab: true,
    },
    {
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(subject)}&body=${text}`,
      newTab: false,
    },
  ];
}
