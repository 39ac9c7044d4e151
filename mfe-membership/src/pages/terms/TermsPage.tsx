import { type RemotePageProps } from '@shared-data/contracts';
import { BRAND } from '@shared-data/content-site';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms-sections';

export default function TermsPage(_props: RemotePageProps) {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          These terms govern your use of {BRAND}: our website, courses, learning paths and memberships. Please read them
          carefully.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
