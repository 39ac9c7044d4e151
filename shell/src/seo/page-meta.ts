/**
 * The head the shell writes itself: the brand's title suffix and keywords, its own pages' heads
 * (404, redirects), and the head of a page whose remote is down. Every other page's head is its
 * owner's (the page module's `head`): the shell holds no catalogue content.
 */
import { type HeadContext, type PageHead, type PageModule, type PageParams } from '@shared-data/contracts';
import { BRAND, NOT_FOUND_HEAD, UNAVAILABLE_HEAD } from '@shared-data/content-site';
import type { Platform } from '@shared-data/platform';
import type { RouteHandle } from '../navigation/route-handle';

/** The document title of every page: '{title} / CodeYatra'. */
export const documentTitle = (title: string) => `${title} / ${BRAND}`;

/** Added to every page's own keywords. */
export const BASE_KEYWORDS = ['programming courses', 'learn to code', BRAND];

/** A page's head with what the shell knows about it: whether its owner could give it. */
export interface ComposedHead extends PageHead {
  /** The page's remote is down: the page shows a fallback and must not be indexed. */
  unavailable?: boolean;
}

const REDIRECT_HEAD: PageHead = {
  title: 'Redirecting',
  description: `Taking you to the right place on ${BRAND}.`,
  keywords: [],
};

/** The living style guide's (/design, in development only). */
const DESIGN_HEAD: PageHead = {
  title: 'Design System',
  description: `The components every part of ${BRAND} draws with.`,
  keywords: [],
};

/**
 * The head of the page a route shows: the shell's own, or the one the page's module gives (loaded
 * through the platform, as the page itself is: on the server, from the versions the page is
 * rendered with).
 */
export async function headOf(
  handle: RouteHandle,
  params: PageParams,
  context: HeadContext,
  platform: Pick<Platform, 'loadModule'>,
): Promise<ComposedHead> {
  if ('page' in handle) {
    return handle.page === 'notFound'
      ? NOT_FOUND_HEAD
      : handle.page === 'unavailable'
        ? UNAVAILABLE_HEAD
        : handle.page === 'design'
          ? DESIGN_HEAD
          : REDIRECT_HEAD;
  }
  const { remote, module, label } = handle;
  try {
    const loaded = (await platform.loadModule(remote, module as never, 0)) as PageModule;
    return await loaded.head(params, context);
  } catch (error) {
    console.error(`The head of ${remote} ${module} could not be computed`, error);
    return { title: label, description: `${label} of ${BRAND}.`, keywords: [], unavailable: true };
  }
}
