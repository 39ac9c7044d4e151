import { Link } from 'react-router-dom';

export default function FaqsPage() {
  return (
    <div>
      <h1>Frequently Asked Questions</h1>
      <Link to="/contact">Contact Support</Link>
    </div>
  );
}
