/** "Export my data" (issue 39): being built. */
export function DataExportCard() {
  return null;
}
