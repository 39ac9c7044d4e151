import { Link } from 'react-router-dom';
import { EXTERNAL_URLS } from 'shared-data';

export default function ContactPage() {
  return (
    <div>
      <h1>Contact Us</h1>
      <p>{EXTERNAL_URLS.supportEmail}</p>
      <Link to="/faqs">Browse FAQs</Link>
    </div>
  );
}
