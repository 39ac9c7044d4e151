/** The catalogue's page sections are the design system's (shared-data/ui): one width, gutter and heading look for every part. */
export { Section } from '@shared-data/ui';
