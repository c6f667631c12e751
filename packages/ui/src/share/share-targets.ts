/** A place an address can be shared to in one tap. */
export interface ShareTarget {
  /** The button's text. */
  label: string;
  href: string;
  /** Web share pages open in a new tab; `mailto:` opens the mail app in place. */
  newTab: boolean;
}

/** WhatsApp: a message to chosen people. */
const whatsApp = (text: string): ShareTarget => ({
  label: 'WhatsApp',
  href: `https://wa.me/?text=${text}`,
  newTab: true,
});

/** E-mail: the mail app, in place. */
const email = (subject: string, text: string): ShareTarget => ({
  label: 'Email',
  href: `mailto:?subject=${encodeURIComponent(subject)}&body=${text}`,
  newTab: false,
});

/**
 * The share buttons of a referrer's link: WhatsApp, Facebook, X (Twitter) and e-mail, each with `message` and
 * `link` as that service's share address takes them. No script of theirs is loaded and nothing is sent before
 * the visitor taps.
 */
export function shareTargets(link: string, message: string, subject: string): ShareTarget[] {
  const text = encodeURIComponent(`${message} ${link}`);
  const url = encodeURIComponent(link);
  return [
    whatsApp(text),
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, newTab: true },
    {
      label: 'X (Twitter)',
      href: `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${url}`,
      newTab: true,
    },
    email(subject, text),
  ];
}

/**
 * The share buttons of something meant for one person, such as a single-use voucher: WhatsApp and e-mail only,
 * never a public post (whoever reads a posted voucher first could use it).
 */
export function privateShareTargets(link: string, message: string, subject: string): ShareTarget[] {
  const text = encodeURIComponent(`${message} ${link}`);
  return [whatsApp(text), email(subject, text)];
}
