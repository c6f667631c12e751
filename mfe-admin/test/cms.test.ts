import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BlogPostDto, MediaFileDto } from '@referrals/contracts';
import { ApiError } from '../../packages/ui/src/api/api-client.ts';
import { installMemoryStorage, json, mockFetch, signInAnswer, visibleText } from './support/browser.ts';
import { mockUiPackage } from './support/ui-without-css.ts';

installMemoryStorage();
await mockUiPackage();
const { startAdminSession } = await import('../src/lib/session/session-store.ts');
const { createDebouncedSaver, NAV_SAVE_DELAY_MS } =
  await import('../src/features/cms-navigation/lib/debounced-saver.ts');
const { moved, NEW_LINK, NEW_SECTION } = await import('../src/features/cms-navigation/lib/nav-lists.ts');
const { deleteMediaFile } = await import('../src/features/cms-media/lib/media-delete.ts');
const { DeleteMediaConfirmation, MediaGrid } =
  await import('../src/features/cms-media/components/MediaTab.tsx');
const { uploadProblem } = await import('../src/components/media/UploadMediaDialog.tsx');
const { blankValues, checkedInput, previewTarget, valuesOf, withTitle } =
  await import('../src/features/cms-editor/lib/editor-form.ts');
const { draftKey, loadDraft, storeDraft } = await import('../src/features/cms-editor/lib/draft-storage.ts');
const { EditorForm, initialEditorState } =
  await import('../src/features/cms-editor/components/CmsItemEditor.tsx');
const { CmsItemsTable } = await import('../src/features/cms-items/components/CmsItemsTab.tsx');
const { changedKeys, sectionsFor } = await import('../src/features/cms-settings/lib/settings-sections.ts');
const { MaintenanceBanner, SettingsSectionCard } =
  await import('../src/features/cms-settings/components/SettingsTab.tsx');
const { settingsQueryKey } = await import('../src/lib/cms/settings-api.ts');

const POST: BlogPostDto = {
  id: '6f1c0d2e-8a47-4d1b-9a55-0c6a7e9d3b21',
  title: 'Spring Launch',
  slug: 'spring-launch',
  content: '<p>Hello</p>',
  featuredImage: null,
  metaDescription: null,
  excerpt: 'What is new',
  isPublished: false,
  publishAt: null,
  publishedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const IMAGE: MediaFileDto = {
  id: '0b6f9a1e-3c2d-4e5f-9a8b-7c6d5e4f3a2b',
  filename: '3f0c9e.png',
  originalName: 'shop-front.png',
  mimeType: 'image/png',
  size: 2048,
  url: '/uploads/3f0c9e.png',
  altText: 'The shop front',
  description: null,
  width: 800,
  height: 600,
  variants: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const noop = () => {};

describe('navigation edits are saved 500 ms after typing stops', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when a label is typed in three keystrokes, then one save is sent 500 ms after the last, with the last value', async () => {
    const saves: string[] = [];
    const states: string[] = [];
    const saver = createDebouncedSaver<string>({
      save: async (value) => {
        saves.push(value);
      },
      onState: (state) => states.push(state.kind),
    });

    saver.change('P');
    jest.advanceTimersByTime(200);
    saver.change('Pr');
    jest.advanceTimersByTime(200);
    saver.change('Pro');
    jest.advanceTimersByTime(NAV_SAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);

    expect(saves).toEqual(['Pro']);
    expect(states.at(-1)).toBe('saved');
    expect(states.slice(0, 3)).toEqual(['saving', 'saving', 'saving']);
  });

  it('when the server refuses the list, then the state carries its message', async () => {
    const seen: unknown[] = [];
    const saver = createDebouncedSaver<string>({
      save: async () => {
        throw new ApiError(400, '400: refused', { message: 'Header link 1 needs a label' });
      },
      onState: (state) => seen.push(state),
    });
    saver.change('');
    await jest.advanceTimersByTimeAsync(NAV_SAVE_DELAY_MS);

    expect(seen.at(-1)).toEqual({ kind: 'failed', message: 'Header link 1 needs a label' });
  });

  it('when links are reordered or added, then they move one place and new ones are "New Link" at /new-page', () => {
    const links = [
      { label: 'A', url: '/a' },
      { label: 'B', url: '/b' },
    ];
    expect(moved(links, 1, -1).map((link) => link.label)).toEqual(['B', 'A']);
    expect(moved(links, 0, -1).map((link) => link.label)).toEqual(['A', 'B']);
    expect(NEW_LINK).toEqual({ label: 'New Link', url: '/new-page' });
    expect(NEW_SECTION).toEqual({ title: 'New Section', links: [] });
  });
});

describe('deleting a media file', () => {
  startAdminSession(signInAnswer());

  it('when the file is used, then the 409 usages come back and a forced delete is sent with ?force=true', async () => {
    const usages = [{ kind: 'post', id: POST.id, title: 'Spring Launch' }];
    const calls = mockFetch((call) =>
      call.url.endsWith('?force=true')
        ? new Response(null, { status: 204 })
        : json(409, { message: 'The file is in use', usages }),
    );

    expect(await deleteMediaFile(IMAGE.id, false)).toEqual({ kind: 'in-use', usages });
    expect(await deleteMediaFile(IMAGE.id, true)).toEqual({ kind: 'deleted' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE /api/admin/cms/media/${IMAGE.id}`,
      `DELETE /api/admin/cms/media/${IMAGE.id}?force=true`,
    ]);
    expect(calls[0]!.headers.Authorization).toBe('Bearer admin-token-1');
  });

  it('when the usages are known, then the second confirmation lists them and offers Delete anyway', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(DeleteMediaConfirmation, {
          deleting: { file: IMAGE, usages: [{ kind: 'post', id: POST.id, title: 'Spring Launch' }] },
          pending: false,
          onCancel: noop,
          onConfirm: noop,
        }),
      ),
    );
    expect(text).toContain('shop-front.png is used by: Blog post “Spring Launch”');
    expect(text).toContain('Delete anyway');
  });

  it('when the first confirmation opens, then it asks to delete the file, which cannot be undone', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(DeleteMediaConfirmation, {
          deleting: { file: IMAGE, usages: null },
          pending: false,
          onCancel: noop,
          onConfirm: noop,
        }),
      ),
    );
    expect(text).toBe('Delete shop-front.png ? This action cannot be undone. Cancel Delete');
  });

  it('when the library is shown, then a card has the name, size in KB, date, /uploads/ path and its actions', () => {
    const text = visibleText(
      renderToStaticMarkup(createElement(MediaGrid, { files: [IMAGE], onCopy: noop, onDelete: noop })),
    );
    expect(text).toBe('shop-front.png 2.0 KB · 20 Nov 2026 /uploads/3f0c9e.png Copy URL Delete');
  });

  it('when an image has no alt text, then the upload is refused and says why', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(uploadProblem(null, '')).toBe('Choose a file to upload');
    expect(uploadProblem(image, ' ')).toMatch(/^Alt text is required for images/);
    expect(uploadProblem(pdf, '')).toBeNull();
  });
});

describe('the blog editor', () => {
  it('when the title of a new post changes, then the slug follows it', () => {
    expect(withTitle(blankValues(), 'Spring Offers: 20% Off!', true).slug).toBe('spring-offers-20-off');
  });

  it('when the title of a saved post changes, then its slug stays', () => {
    const values = withTitle(valuesOf(POST), 'A New Title', false);
    expect(values).toMatchObject({ title: 'A New Title', slug: 'spring-launch' });
  });

  it('when Preview is pressed on an unsaved post, then the toast is "Preview Unavailable"', () => {
    expect(previewTarget('post', null)).toEqual({
      kind: 'unavailable',
      title: 'Preview Unavailable',
      description: 'Please save the post first to enable preview.',
    });
  });

  it('when Preview is pressed on a saved post or page, then the public address opens (a post in preview mode)', () => {
    expect(previewTarget('post', 'spring-launch')).toEqual({
      kind: 'open',
      url: '/blog/spring-launch?preview=true',
    });
    expect(previewTarget('page', 'about-us')).toEqual({ kind: 'open', url: '/cms/pages/about-us' });
  });

  it("when the title or slug is empty, then the save is stopped with the fields' messages", () => {
    const checked = checkedInput('post', { ...blankValues(), slug: 'Not A Slug' });
    expect(checked).toEqual({
      ok: false,
      errors: expect.objectContaining({
        title: 'Title is required',
        slug: 'Slug may only contain lowercase letters, digits and hyphens (e.g. about-us)',
      }),
    });
  });

  it('when a publication time is set, then it is sent as an ISO time', () => {
    const checked = checkedInput('page', { ...valuesOf(POST), publishAt: '2026-12-01T09:30' });
    expect(checked.ok && checked.input.publishAt).toBe(new Date('2026-12-01T09:30').toISOString());
  });
});

describe('a draft survives a reload', () => {
  const render = () =>
    visibleText(
      renderToStaticMarkup(
        createElement(
          QueryClientProvider,
          { client: new QueryClient() },
          createElement(MemoryRouter, null, createElement(EditorForm, { kind: 'post', item: POST })),
        ),
      ),
    );

  it('when the editor opens with no draft stored, then it shows the saved post and no notice', () => {
    localStorage.clear();
    expect(initialEditorState(draftKey('post', POST.id), valuesOf(POST))).toEqual({
      values: valuesOf(POST),
      restored: false,
    });
    expect(render()).not.toContain('Restored your unsaved draft');
  });

  it('when a draft of the post is stored, then the editor opens on it with "Restored your unsaved draft" and Discard', () => {
    localStorage.clear();
    const key = draftKey('post', POST.id);
    storeDraft(key, { ...valuesOf(POST), title: 'Spring Launch (typed before the reload)' }, POST.updatedAt);

    expect(loadDraft(key)?.values.title).toBe('Spring Launch (typed before the reload)');
    const text = render();
    expect(text).toContain('Restored your unsaved draft');
    expect(text).toContain('Discard');
    expect(
      renderToStaticMarkup(
        createElement(
          QueryClientProvider,
          { client: new QueryClient() },
          createElement(MemoryRouter, null, createElement(EditorForm, { kind: 'post', item: POST })),
        ),
      ),
    ).toContain('value="Spring Launch (typed before the reload)"');
  });

  it("when a draft is another item's, then it is not restored here", () => {
    localStorage.clear();
    storeDraft(draftKey('page', POST.id), { ...valuesOf(POST), title: 'A page draft' }, null);
    expect(render()).not.toContain('Restored your unsaved draft');
  });
});

describe('the Pages and Blog tables and the Settings tab', () => {
  it('when a post is listed, then its slug reads /blog/{slug} and a scheduled one says when', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(CmsItemsTable, {
            kind: 'post',
            items: [POST, { ...POST, id: 'b', title: 'Later', publishAt: '2026-12-01T09:30:00.000Z' }],
            onDelete: noop,
          }),
        ),
      ),
    );
    expect(text).toContain('Spring Launch /blog/spring-launch Draft 20 Nov 2026 View Edit Delete');
    expect(text).toMatch(/Later \/blog\/spring-launch Scheduled 1 Dec 2026, \d\d:30/);
  });

  it('when an admin opens Settings, then the analytics settings are hidden; a super admin sees them', () => {
    const keys = (role: 'admin' | 'super_admin') =>
      sectionsFor(role).flatMap((section) =>
        section.groups.flatMap((group) => group.fields.map((f) => f.key)),
      );
    expect(keys('admin')).not.toContain('analytics_code');
    expect(keys('super_admin')).toEqual(expect.arrayContaining(['analytics_code', 'analytics_hosts']));
    expect(sectionsFor('admin').map((section) => section.title)).toEqual([
      'Hero',
      'Features',
      'Pricing',
      'Site Meta and Contact',
    ]);
  });

  it('when a section is saved, then only the keys whose value changed are sent', () => {
    const hero = sectionsFor('admin')[0]!;
    expect(
      changedKeys(
        hero,
        { hero_title: 'Old', hero_subtitle: 'Same' },
        { hero_title: 'New', hero_subtitle: 'Same' },
      ),
    ).toEqual(['hero_title']);
  });

  const withSettings = (settings: Record<string, string>, element: ReturnType<typeof createElement>) => {
    const client = new QueryClient();
    client.setQueryData(settingsQueryKey, settings);
    return visibleText(renderToStaticMarkup(createElement(QueryClientProvider, { client }, element)));
  };

  it('when maintenance mode is on, then the dashboard shows the banner; off, nothing', () => {
    expect(withSettings({ maintenance_mode: 'true' }, createElement(MaintenanceBanner))).toContain(
      'Maintenance mode is on',
    );
    expect(withSettings({ maintenance_mode: 'false' }, createElement(MaintenanceBanner))).toBe('');
  });

  it('when the Hero section opens, then the title explains the accent span and shows the saved value', () => {
    const hero = sectionsFor('admin')[0]!;
    const markup = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(SettingsSectionCard, { section: hero, saved: { hero_title: 'Grow by word of mouth' } }),
      ),
    );
    expect(visibleText(markup).replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain(
      'Title Wrap words in <span class="accent">…</span> to colour them',
    );
    expect(markup).toMatch(
      /id="setting-hero_title"[^>]*value="Grow by word of mouth"|value="Grow by word of mouth"[^>]*id="setting-hero_title"/,
    );
    expect(visibleText(markup)).toContain('Save Hero');
  });
});
