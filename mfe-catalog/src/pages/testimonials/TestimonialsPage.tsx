import { SOCIAL_PROOF } from 'shared-data';

export default function TestimonialsPage() {
  return (
    <div>
      <h1>Student Success Stories</h1>
      <p>
        {SOCIAL_PROOF.students} students from {SOCIAL_PROOF.countries} countries.
      </p>
    </div>
  );
}
