/** Saves `blob` as `name` through the browser's download (a temporary object URL). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers (Safari, Firefox) read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `{prefix}-spring-referrals.{extension}`: a file named after a campaign, its name as letters and digits. */
export function campaignFileName(prefix: string, campaignName: string, extension: string): string {
  const slug = campaignName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${prefix}${slug ? `-${slug}` : ''}.${extension}`;
}
