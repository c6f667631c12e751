/**
 * `%text%` for `ilike ? escape '\'`: matches the text anywhere, with its own wildcards (`%`, `_`) and the escape
 * character taken literally, so a search for "50%" finds "50%" and not everything that starts with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
