import type { FastifyHelmetOptions } from '@fastify/helmet';

/** External hosts the pages embed: the course preview videos. */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * Security headers for the shell's responses. The Content-Security-Policy allows scripts, styles,
 * fonts, images and fetches only from this site and the remotes (from remotes.json, as it is now),
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
        scriptSrc: [self, remotes],
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
