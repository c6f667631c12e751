/**
 * Up to two capital letters for an avatar: the first letter of each given name part ("Ada", "Lovelace" ->
 * "AL"); "?" when every part is blank. Letters outside the Basic Multilingual Plane stay whole.
 */
export function initials(...names: ReadonlyArray<string | null | undefined>): string {
  const letters = names
    .map((name) => Array.from((name ?? '').trim())[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters.toLocaleUpperCase() || '?';
}
