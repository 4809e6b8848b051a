import { ContractPage } from '../contracts/contract-page';

/** Real-time salary: the contract that settles every 5 minutes, and its settlements. */
const RealtimeSalaryPage = () => <ContractPage contractType="realtime" />;

export default RealtimeSalaryPage;
