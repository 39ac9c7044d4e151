import { createElement, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useHydrating } from '@shared-data/platform';

type StaticTag = 'div' | 'ul' | 'ol';

type StaticMarkupProps<Tag extends StaticTag> = {
  /** The element that holds the markup: a list of cards, of a course's sections... */
  as: Tag;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<Tag>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Markup that needs no code: no handler, no state, no client-side link (a link in it navigates as
 * plain HTML does). The server renders it like any other; hydration then adopts the server's
 * elements as they are, setting them as the element's HTML, so it neither renders nor walks nor
 * keeps what is inside (React skips the children of an element whose HTML is set). A long list a
 * native disclosure keeps closed costs the page's scripts nothing. Rendered in the browser (a
 * client-side navigation), it renders its children. It stays adopted for as long as it is shown:
 * what it holds must not change while it is (with the region, a state); give its owner a `key` of
 * what it shows (a course's id) so that another course's page mounts it anew.
 */
export function StaticMarkup<Tag extends StaticTag>({ as, children, ...props }: StaticMarkupProps<Tag>) {
  const hydrating = useHydrating();
  const [adopted] = useState(() => hydrating && typeof document !== 'undefined');
  return adopted
    ? createElement(as, { ...props, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })
    : createElement(as, props, children);
}
