// Number formatting shared by the bench's tables.
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (value) => `${Math.round(value)} ms`;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The lowest and highest of some readings, rounded: '12–87'. */
export const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
/** Milliseconds as a median and the readings' lowest–highest: '46 ms (33–76)'. */
export const msSpread = (values) => `${ms(median(values))} (${range(values)})`;
/** 'met' or 'not met' beside a figure and its goal. */
export const verdict = (ok) => (ok ? 'met' : 'NOT met');
