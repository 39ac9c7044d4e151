// The Membership team's own page: its routes without the shell, for working on this remote alone.
import { renderStandalone } from 'shared-data/standalone';
import 'shared-data/design/tokens.css';
import MembershipPage from './pages/membership/MembershipPage';
import JoinPage from './pages/join/JoinPage';
import FaqsPage from './pages/faqs/FaqsPage';
import TermsPage from './pages/terms/TermsPage';
import PrivacyPage from './pages/privacy/PrivacyPage';

renderStandalone('Membership', [
  { path: '/membership', label: 'Membership', Page: MembershipPage },
  { path: '/join', label: 'Join', Page: JoinPage },
  { path: '/faqs', label: 'FAQs', Page: FaqsPage },
  { path: '/terms-of-service', label: 'Terms', Page: TermsPage },
  { path: '/privacy-policy', label: 'Privacy', Page: PrivacyPage },
]);
