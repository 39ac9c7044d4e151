import { type RemotePageProps } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy-sections';

export default function PrivacyPage(_props: RemotePageProps) {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          This policy explains what personal data {BRAND} collects when you use our website and courses, how we use and
          protect it, and the choices you have.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
