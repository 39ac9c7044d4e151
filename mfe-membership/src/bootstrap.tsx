// The Membership team's own page: its routes without the shell, for working on this remote alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initRegion } from 'shared-data/region-store';
import { StandaloneApp, type StandaloneRoute } from 'shared-data/ui';
import 'shared-data/design/tokens.css';
import MembershipPage from './pages/membership/MembershipPage';
import JoinPage from './pages/join/JoinPage';
import FaqsPage from './pages/faqs/FaqsPage';
import TermsPage from './pages/terms/TermsPage';
import PrivacyPage from './pages/privacy/PrivacyPage';

const routes: StandaloneRoute[] = [
  { path: '/membership', label: 'Membership', Page: MembershipPage },
  { path: '/join', label: 'Join', Page: JoinPage },
  { path: '/faqs', label: 'FAQs', Page: FaqsPage },
  { path: '/terms-of-service', label: 'Terms', Page: TermsPage },
  { path: '/privacy-policy', label: 'Privacy', Page: PrivacyPage },
];

initRegion();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp team="Membership" routes={routes} />
  </StrictMode>,
);
