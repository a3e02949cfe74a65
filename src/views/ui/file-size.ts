const kilobytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
const megabytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });

/** A file's size as people read it: bytes, then kB and MB of 1,024, one decimal at most. */
export const fileSizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? kilobytes.format(bytes / 1024) : megabytes.format(bytes / 1024 / 1024));
