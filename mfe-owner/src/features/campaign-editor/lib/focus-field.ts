/**
 * Brings the control of a campaign field (id `campaign-{field}`, the editor's naming) into the middle of the
 * screen, clear of the sticky header and footer, and puts the caret in it, so that the owner sees what to fix
 * and can type at once. A field without a control on the page (a rich text) is left alone.
 */
export function focusCampaignField(field: string): void {
  const element = document.getElementById(`campaign-${field}`);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
