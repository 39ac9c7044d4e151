import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RemotePageProps } from '@shared-data/contracts';
import { PlatformFixture, renderSettled, type TestModuleLoader } from '@shared-data/testing';

/** Stands in for the shell's 404 page. */
export function TestNotFound() {
  return <h1>Page Not Found</h1>;
}

/** What the membership pricing block is in these tests. */
export function PricingBlockStub() {
  return (
    <section aria-label="Membership plans">
      <a href="https://pay.example/lifetime">Get Lifetime Access</a>
    </section>
  );
}

/** The fragments a catalogue page loads from other teams, as stand-ins. */
export const loadFragmentStubs: TestModuleLoader = async (remote, exposed) => {
  if (remote === 'membership' && exposed === './PricingBlock') return { default: PricingBlockStub };
  throw new Error(`No stand-in for ${remote} ${exposed}`);
};

/** Renders a detail page at `path` under its route, as the shell mounts it, and lets it load. */
export function renderDetailPage(
  Page: ComponentType<RemotePageProps>,
  pattern: string,
  path: string,
  load: TestModuleLoader = loadFragmentStubs,
) {
  return renderSettled(
    <PlatformFixture load={load}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Page NotFound={TestNotFound} />} />
          <Route path="*" element={<p>Navigated elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformFixture>,
  );
}
