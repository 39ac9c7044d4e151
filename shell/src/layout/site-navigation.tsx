import { createContext, useContext, type ReactNode } from 'react';
import { FOOTER_GROUPS, type FooterGroup, type RouteDeclaration } from '@shared-data/contracts';

/** A link of the shell's frame to a remote's page, in that page's team's words. */
export interface FrameLink {
  to: string;
  label: string;
  tag?: string;
}

/**
 * The links of the shell's frame (top bar, footer, 404 page), from the route declarations of the
 * versions being rendered: a team links its page by declaring it, and the shell names no page.
 */
export interface SiteNavigation {
  topBar: FrameLink[];
  /** The top bar's buttons, after its links (the Dashboard). */
  topBarButtons: FrameLink[];
  footer: Record<FooterGroup, FrameLink[]>;
  notFound: FrameLink[];
}

type Placed = FrameLink & { order: number };
const inOrder = (links: Placed[]): FrameLink[] =>
  // A stable sort: equal orders keep the remotes' order (parts.json), then each file's.
  [...links].sort((a, b) => a.order - b.order).map(({ order: _order, ...link }) => link);

/** The frame's links of the pages the route table holds, each list in its declared order. */
export function navigationOf(pages: readonly RouteDeclaration[]): SiteNavigation {
  const topBar: Placed[] = [];
  const topBarButtons: Placed[] = [];
  const footer: (Placed & { group: FooterGroup })[] = [];
  const notFound: Placed[] = [];
  for (const { path: to, nav } of pages) {
    if (nav?.topBar) {
      const { order, label, tag, button } = nav.topBar;
      (button ? topBarButtons : topBar).push({ to, label, order, ...(tag ? { tag } : {}) });
    }
    for (const { group, order, label } of nav?.footer ?? []) footer.push({ to, label, order, group });
    if (nav?.notFound) notFound.push({ to, label: nav.notFound.label, order: 0 });
  }
  const footerGroup = (group: FooterGroup) =>
    inOrder(footer.filter((link) => link.group === group).map(({ group: _group, ...link }) => link));
  return {
    topBar: inOrder(topBar),
    topBarButtons: inOrder(topBarButtons),
    footer: Object.fromEntries(FOOTER_GROUPS.map((group) => [group, footerGroup(group)])) as SiteNavigation['footer'],
    notFound: inOrder(notFound),
  };
}

const NavigationContext = createContext<SiteNavigation>(navigationOf([]));

/** Gives the frame the links of the route table it is rendered with (the server's and the first client render's alike). */
export function NavigationProvider({ navigation, children }: { navigation: SiteNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export const useSiteNavigation = (): SiteNavigation => useContext(NavigationContext);
