import { BRAND, FOUNDED_YEAR } from 'shared-data';

export default function AboutPage() {
  return (
    <div>
      <h1>About {BRAND}</h1>
      <p>Teaching programming through real projects since {FOUNDED_YEAR}.</p>
    </div>
  );
}
