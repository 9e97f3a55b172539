const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const FOOTER_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

function scale(bytes: number): { value: number; exponent: number } {
  let exponent = 0;
  let value = bytes;
  while (value >= 1024 && exponent < UNITS.length - 1) {
    value /= 1024;
    exponent += 1;
  }
  return { value, exponent };
}

function deNumber(value: number, decimals: number): string {
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * Sizes in steps of 1024 with units B, KB, MB, GB, TB (spec 000 §9), de-DE
 * decimals. Bytes are shown without decimals. Unknown sizes read 'N/A'.
 */
export function formatSize(bytes: number | null | undefined, decimals = 2): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  const { value, exponent } = scale(bytes);
  return `${deNumber(value, exponent === 0 ? 0 : decimals)} ${UNITS[exponent]}`;
}

/** The footer variant: units B, kB, MB, GB, TB with one decimal. */
export function formatFooterSize(bytes: number | null | undefined): string {
  const { value, exponent } = scale(bytes != null && Number.isFinite(bytes) && bytes > 0 ? bytes : 0);
  return `${deNumber(value, 1)} ${FOOTER_UNITS[exponent]}`;
}

/** Movie release sizes: MB below 1 GB, otherwise GB, with 2 decimals (spec 001 §9). */
export function formatReleaseSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  const gb = bytes / 1024 ** 3;
  return gb < 1 ? `${deNumber(bytes / 1024 ** 2, 2)} MB` : `${deNumber(gb, 2)} GB`;
}
