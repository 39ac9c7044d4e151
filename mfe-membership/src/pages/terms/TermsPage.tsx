export default function TermsPage() {
  return (
    <div>
      <h1>Terms of Service</h1>
    </div>
  );
}
