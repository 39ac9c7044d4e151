import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RemotePageProps } from 'shared-data';

/** Stands in for the shell's 404 page. */
export function TestNotFound() {
  return <h1>Page Not Found</h1>;
}

/** Renders a detail page at `path` under its route, as the shell mounts it. */
export function renderDetailPage(Page: ComponentType<RemotePageProps>, pattern: string, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Page NotFound={TestNotFound} />} />
        <Route path="*" element={<p>Navigated elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What the mocked federation loader resolves the membership pricing block to. */
export function PricingBlockStub() {
  return (
    <section aria-label="Membership plans">
      <a href="https://pay.example/lifetime">Get Lifetime Access</a>
    </section>
  );
}
