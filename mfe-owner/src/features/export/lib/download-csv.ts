/**
 * Hands `csv` to the browser as a download called `fileName`. A byte-order mark leads the file so that
 * spreadsheet programs read it as UTF-8 (pound signs, accented names) rather than their legacy code page.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
