import { ImpressumPage } from './LegalPage';

export default ImpressumPage;
