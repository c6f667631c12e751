import type { CmsItemKind } from '../../../lib/cms/cms-api.ts';
import type { EditorValues } from './editor-form.ts';

/**
 * Unsaved editor content survives a reload: each item's draft is kept in localStorage under its own key until
 * it is saved or discarded. A draft remembers the version of the item it was typed over (`baseUpdatedAt`).
 */
export interface StoredDraft {
  values: EditorValues;
  /** The loaded item's `updatedAt` when the draft was typed, or null for a new post. */
  baseUpdatedAt: string | null;
  savedAt: string;
}

/** The storage key of an item's draft: `cms-draft:page:{id}`, `cms-draft:post:new` for a new post. */
export const draftKey = (kind: CmsItemKind, id: string | null) => `cms-draft:${kind}:${id ?? 'new'}`;

export function loadDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return typeof draft === 'object' && draft !== null && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: string, values: EditorValues, baseUpdatedAt: string | null): void {
  try {
    const draft: StoredDraft = { values, baseUpdatedAt, savedAt: new Date().toISOString() };
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the reload safety net; the editor itself goes on working.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear where storage is disabled.
  }
}
