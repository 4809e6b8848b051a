import { ContractPage } from '../contracts/contract-page';

/** Hourly salary: the hourly salary contract and its settlements. */
const HourlySalaryPage = () => <ContractPage contractType="hourly" />;

export default HourlySalaryPage;
