export default function PrivacyPage() {
  return (
    <div>
      <h1>Privacy Policy</h1>
    </div>
  );
}
