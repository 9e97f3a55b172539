import { PrivacyPolicyPage } from './LegalPage';

export default PrivacyPolicyPage;
