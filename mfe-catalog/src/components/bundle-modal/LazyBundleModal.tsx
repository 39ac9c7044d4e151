import { lazy, Suspense, useState } from 'react';
import type { BundleModalProps } from './BundleModal';

const loadBundleModal = () =>
  import(/* webpackChunkName: "bundle-modal" */ './BundleModal').then((module) => ({ default: module.BundleModal }));
const BundleModalCode = lazy(loadBundleModal);

/** Starts loading the dialog's code before it is opened (the opening button's pointer-enter and focus). */
export const preloadBundleModal = () => void loadBundleModal();

/**
 * The bundle preview where it opens only on request (a bundle card's info button): its code and
 * styles load when first wanted instead of with the page. Once opened it stays mounted, so closing
 * returns focus as the dialog does everywhere.
 */
export function LazyBundleModal(props: BundleModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BundleModalCode {...props} />
    </Suspense>
  );
}
