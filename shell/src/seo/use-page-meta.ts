import { useEffect } from 'react';
import { BRAND } from 'shared-data';
import { documentTitle, type PageMeta } from './page-meta';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Writes the page's title, description, keywords, Open Graph and Twitter tags into the document head. */
export function applyPageMeta(meta: PageMeta, url: string) {
  const title = documentTitle(meta.title);
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', meta.keywords.join(', '));
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:site_name', BRAND);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
}

export function usePageMeta(meta: PageMeta) {
  const { title, description } = meta;
  const keywords = meta.keywords.join('|');
  useEffect(() => {
    applyPageMeta({ title, description, keywords: keywords.split('|') }, window.location.href);
  }, [title, description, keywords]);
}
