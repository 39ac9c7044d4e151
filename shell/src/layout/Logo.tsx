import { BRAND } from '@shared-data/content-site';

/** The brand mark and word; decorative mark, the word is the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
        <path
          d="M24 20 12 32l12 12M40 20l12 12-12 12"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{BRAND}</span>
    </span>
  );
}
