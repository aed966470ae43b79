import { LegalDocumentView } from "../../components/legal/LegalDocumentView";
import { PRIVACY_POLICY } from "../../content/legal";

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
