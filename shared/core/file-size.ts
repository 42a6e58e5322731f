// A file's size as people read it, in their language: "2.4 MB" (en), "2,4 MB" (de), "2,4 МБ" (ru);
// under a megabyte in kB, never more than one decimal. Decimal units (1 MB = 1,000,000 bytes), as
// file managers and browsers' download lists show them.
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes, 1) / 1000, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
