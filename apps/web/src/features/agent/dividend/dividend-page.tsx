import { ContractPage } from '../contracts/contract-page';

/** Dividend record: the dividend contract, its settlements and the downlines' dividends. */
const DividendPage = () => <ContractPage contractType="dividend" />;

export default DividendPage;
