import { ContractPage } from '../contracts/contract-page';

/** Daily wages: the daily salary contract and its settlements. */
const DailyWagesPage = () => <ContractPage contractType="daily" />;

export default DailyWagesPage;
