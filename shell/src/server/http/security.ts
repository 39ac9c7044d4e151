import type { FastifyHelmetOptions } from '@fastify/helmet';
import { INLINE_SCRIPT_HASHES } from '../rendering';

/** External hosts the pages embed: the course preview videos. */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * Security headers for the shell's responses. The Content-Security-Policy allows scripts, styles,
 * fonts, images and fetches only from this site and the remotes (from remotes.json, as it is now)
 * and, inline, only the script loader, the early-events recorder and each page's own stylesheets,
 * by their hashes,
 * embeds only the preview-video host, and no framing of the site.
 */
export function securityHeaders(remoteOrigins: () => string[]): FastifyHelmetOptions {
  const remotes = () => remoteOrigins().join(' ');
  const self = "'self'";
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        // The pages' inline scripts, by their hashes: the loader of the others (after the first
        // paint) and the recorder of taps made before them.
        scriptSrc: [self, remotes, ...INLINE_SCRIPT_HASHES],
        styleSrc: [self, remotes],
        fontSrc: [self, remotes],
        imgSrc: [self, 'data:', remotes],
        connectSrc: [self, remotes],
        frameSrc: EMBED_ORIGINS,
        frameAncestors: ["'none'"],
        baseUri: [self],
        formAction: [self],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote images and scripts are cross-origin by design.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * A page's policy with its inline stylesheets allowed by hash (the server writes them into the
 * page; see styles/inline-styles.ts): nothing else inline is.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}
