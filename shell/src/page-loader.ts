import { notePressesOnServerPage, whenServerPageIsUsed } from '@referrals/ui/light';

/**
 * The first and only script of a server-rendered page opened by a visitor who is not signed in
 * (docs/adr/0022-server-rendered-public-pages.md): the page is readable and its links work without the app, so
 * the app (the shell's entry, named by this script's `data-entry`, and the chain it loads) starts only when
 * the visitor reaches for a button or nears a part only the app fills in. A reader on a phone runs none of its
 * code; one who presses loses nothing (the take-over presses the button again). Once the page has loaded,
 * the entry is fetched ahead (not run), so a press waits for the app's start, not for the network.
 */
const entry = document.currentScript?.getAttribute('data-entry');
notePressesOnServerPage();
if (entry) {
  whenServerPageIsUsed(() => {
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  });
  const prefetch = (): void => {
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.as = 'script';
    hint.href = entry;
    document.head.append(hint);
  };
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}
