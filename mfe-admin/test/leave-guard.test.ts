import { beforeEach, describe, expect, it } from '@jest/globals';
import { guardLeaving, installLeaveGate } from '../src/features/cms-editor/lib/leave-guard.ts';

/**
 * The guard against a browser made here (the tests run outside one): a session history of entries, `window`
 * and `document` that call listeners as Chromium does (in the order they were added), and links.
 */

const ORIGIN = 'https://referrals.test';

interface FakeEvent {
  type: string;
  state?: unknown;
  target?: unknown;
  button?: number;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
  stopPropagation(): void;
  stopImmediatePropagation(): void;
}

type Listener = (event: FakeEvent) => void;

/** Listeners of one target, called in the order they were added (as Chromium does), until one stops the event. */
class FakeTarget {
  private readonly listeners: { type: string; listener: Listener; capture: boolean }[] = [];
  addEventListener(type: string, listener: Listener, capture = false): void {
    this.listeners.push({ type, listener, capture });
  }
  removeEventListener(type: string, listener: Listener, capture = false): void {
    const at = this.listeners.findIndex(
      (entry) => entry.type === type && entry.listener === listener && entry.capture === capture,
    );
    if (at >= 0) this.listeners.splice(at, 1);
  }
  dispatch(fields: Omit<Partial<FakeEvent>, 'type'> & { type: string }): FakeEvent {
    let stopped = false;
    const event: FakeEvent = {
      ...fields,
      defaultPrevented: false,
      preventDefault() {
        event.defaultPrevented = true;
      },
      stopPropagation() {
        stopped = true;
      },
      stopImmediatePropagation() {
        stopped = true;
      },
    };
    for (const entry of [...this.listeners]) {
      if (entry.type !== fields.type) continue;
      entry.listener(event);
      if (stopped) break;
    }
    return event;
  }
}

interface Entry {
  url: string;
  state: unknown;
}

/** A tab: its session history, `window.history`, `window.location`, `document`, and the user's buttons. */
class FakeBrowser {
  entries: Entry[] = [];
  index = -1;
  /** Moves the browser makes later, as `history.go` does. */
  private readonly pending: number[] = [];
  /** What the page sees as `window`. */
  readonly page: Window;
  readonly window = new FakeTarget();
  readonly document = new FakeTarget();
  /** The addresses the page's router was told about through `popstate`. */
  readonly routerSaw: string[] = [];

  constructor(urls: readonly string[]) {
    urls.forEach((url, idx) => this.history.pushState({ idx }, '', url));
    this.page = {
      addEventListener: this.window.addEventListener.bind(this.window),
      removeEventListener: this.window.removeEventListener.bind(this.window),
      document: this.document,
      history: Object.defineProperty({ ...this.history }, 'state', { get: () => this.state }),
      location: this.location,
    } as unknown as Window;
    // As the admin app does when it loads, before its router listens.
    installLeaveGate(this.page);
    this.window.addEventListener('popstate', () => this.routerSaw.push(this.address));
  }

  get address(): string {
    return new URL(this.entries[this.index]!.url).pathname;
  }

  readonly history = {
    pushState: (state: unknown, _title: string, url: string) => {
      this.entries = [...this.entries.slice(0, this.index + 1), { url: new URL(url, ORIGIN).href, state }];
      this.index = this.entries.length - 1;
    },
    go: (delta: number) => {
      this.pending.push(delta);
    },
    back: () => this.history.go(-1),
  };

  get state(): unknown {
    return this.entries[this.index]!.state;
  }

  /** `window.location`: live, as the browser's is. */
  readonly location = {
    get: () => new URL(this.entries[this.index]!.url),
    get href() {
      return this.get().href;
    },
    get origin() {
      return this.get().origin;
    },
    get pathname() {
      return this.get().pathname;
    },
    get search() {
      return this.get().search;
    },
  };

  /** The user presses the browser's Back (-1) or Forward (1). */
  press(delta: number): void {
    this.move(delta);
  }

  /** Makes the moves `history.go` asked for, as the browser does once the page's code has run. */
  settle(): void {
    while (this.pending.length > 0) this.move(this.pending.shift()!);
  }

  private move(delta: number): void {
    const to = this.index + delta;
    if (to < 0 || to >= this.entries.length) return;
    this.index = to;
    this.window.dispatch({ type: 'popstate', state: this.state });
  }

  /** A plain left click on a link to `href` (`target` and `download` as on the element). */
  click(href: string, extra: { target?: string; download?: boolean; ctrlKey?: boolean } = {}) {
    const followed: string[] = [];
    const link = {
      href: new URL(href, ORIGIN).href,
      target: extra.target ?? '',
      isContentEditable: false,
      hasAttribute: (name: string) => name === 'download' && extra.download === true,
      closest: () => link,
      click: () => followed.push(href),
    };
    const event = this.document.dispatch({ type: 'click', target: link, button: 0, ctrlKey: extra.ctrlKey });
    return { event, followed };
  }
}

/** The question the guard asks, answered by the test. */
class Question {
  asked = 0;
  private answer: { leave: () => void; stay: () => void } | null = null;
  readonly ask = (leave: () => void, stay: () => void) => {
    this.asked += 1;
    this.answer = { leave, stay };
  };
  leave(): void {
    this.answer!.leave();
  }
  stay(): void {
    this.answer!.stay();
  }
}

const EDITOR = '/admin/pages/edit/6f1c0d2e-8a47-4d1b-9a55-0c6a7e9d3b21';

let browser: FakeBrowser;
let question: Question;
beforeEach(() => {
  browser = new FakeBrowser(['/admin/dashboard', EDITOR]);
  question = new Question();
});

describe('leaving the editor', () => {
  it('when nothing is unsaved (no guard), then Back goes to the dashboard without a question', () => {
    browser.press(-1);

    expect(question.asked).toBe(0);
    expect(browser.routerSaw).toEqual(['/admin/dashboard']);
  });

  it('when changes are unsaved and the editor is left by Back, then the user is asked and the editor stays on screen', () => {
    guardLeaving(browser.page, question.ask);

    browser.press(-1);

    expect(question.asked).toBe(1);
    expect(browser.address).toBe(EDITOR);
    expect(browser.routerSaw).toEqual([]);
  });

  it('when the user stays after Back, then the editor keeps its address and a later Back still reaches the dashboard after asking', () => {
    guardLeaving(browser.page, question.ask);
    browser.press(-1);
    question.stay();
    browser.settle();

    expect(browser.address).toBe(EDITOR);
    expect(browser.entries.map((entry) => new URL(entry.url).pathname)).toEqual(['/admin/dashboard', EDITOR]);

    browser.press(-1);
    expect(question.asked).toBe(2);
    question.leave();
    browser.settle();
    expect(browser.address).toBe('/admin/dashboard');
    expect(browser.routerSaw).toEqual(['/admin/dashboard']);
  });

  it('when the user chooses to leave after Back, then the router goes to the dashboard', () => {
    guardLeaving(browser.page, question.ask);
    browser.press(-1);

    question.leave();
    browser.settle();

    expect(browser.address).toBe('/admin/dashboard');
    expect(browser.routerSaw).toEqual(['/admin/dashboard']);
  });

  it('when the editor is left by Forward and the user stays, then it returns to its own entry and adds none', () => {
    browser = new FakeBrowser(['/admin/dashboard', EDITOR, '/admin/blog/new']);
    browser.press(-1);
    browser.routerSaw.length = 0;
    guardLeaving(browser.page, question.ask);

    browser.press(1);
    browser.settle();
    question.stay();

    expect(question.asked).toBe(1);
    expect(browser.address).toBe(EDITOR);
    expect(browser.entries).toHaveLength(3);
    expect(browser.routerSaw).toEqual([]);

    browser.press(1);
    question.leave();
    browser.settle();
    expect(browser.address).toBe('/admin/blog/new');
    expect(browser.routerSaw).toEqual(['/admin/blog/new']);
  });

  it('when Back is pressed twice while the question is open, then it is asked once', () => {
    guardLeaving(browser.page, question.ask);

    browser.press(-1);
    browser.press(-1);

    expect(question.asked).toBe(1);
    expect(browser.address).toBe(EDITOR);
  });

  it('when changes are unsaved and an in-app link is clicked, then the user is asked before it is followed', () => {
    guardLeaving(browser.page, question.ask);

    const { event, followed } = browser.click('/admin/dashboard');

    expect(question.asked).toBe(1);
    expect(event.defaultPrevented).toBe(true);
    expect(followed).toEqual([]);

    question.leave();
    expect(followed).toEqual(['/admin/dashboard']);
  });

  it('when the user stays after a link click, then the link is not followed', () => {
    guardLeaving(browser.page, question.ask);

    const { followed } = browser.click('/blog');
    question.stay();

    expect(followed).toEqual([]);
    expect(browser.address).toBe(EDITOR);
  });

  it('when a link opens elsewhere (new tab, download, another site, ctrl-click), then no question is asked', () => {
    guardLeaving(browser.page, question.ask);

    const clicks = [
      browser.click('/blog', { target: '_blank' }),
      browser.click('/uploads/report.csv', { download: true }),
      browser.click('https://elsewhere.test/'),
      browser.click('/blog', { ctrlKey: true }),
    ];

    expect(question.asked).toBe(0);
    expect(clicks.map(({ event }) => event.defaultPrevented)).toEqual([false, false, false, false]);
  });

  it('when the guard is removed (saved or discarded), then Back and links leave without a question', () => {
    const remove = guardLeaving(browser.page, question.ask);
    remove();

    const { event } = browser.click('/admin/dashboard');
    browser.press(-1);

    expect(question.asked).toBe(0);
    expect(event.defaultPrevented).toBe(false);
    expect(browser.routerSaw).toEqual(['/admin/dashboard']);
  });

  it('when changes are unsaved, then a reload or close asks the browser to confirm', () => {
    guardLeaving(browser.page, question.ask);

    expect(browser.window.dispatch({ type: 'beforeunload' }).defaultPrevented).toBe(true);
  });
});
