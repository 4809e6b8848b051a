import { useState } from 'react';
import { type TOfferContractInput, VALIDATION, ZOfferContractInputSchema } from '@site/contracts/api';
import { AGENT_LIMITS, CONTRACT_PERIODS_BY_TYPE, type TContractType } from '@site/contracts/domain';
import { FormResult } from '../../../components/form/form-result';
import { FormSubmit } from '../../../components/form/form-submit';
import { useForm } from '../../../components/form/use-form';
import { SendIcon } from '../../../components/icons/icons';
import { SelectField } from '../../../components/select-field/select-field';
import { TextField } from '../../../components/text-field/text-field';
import { parseWithSchema } from '../../../lib/forms/schema-messages';
import { tk } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { parseAmount } from '../../shared-money/amount';
import styles from '../agent-pages.module.css';
import { useContractCalls } from '../api/use-contract-calls';
import { useDirectDownlineAgents } from '../api/use-downlines';
import { CONTRACT_PERIOD_KEYS, CONTRACT_TYPE_KEYS } from './contract-labels';

type TOfferValues = {
  memberId: string;
  ratePercent: string;
  minValidBet: string;
  minActiveMembers: string;
  period: string;
};

/** Whole numbers only, as typed. */
const COUNT_PATTERN = /^\d{1,6}$/;

/**
 * The offer's values checked: the contracts schema (the gateway's own check),
 * a rate no higher than the agent's own, amounts and counts as typed.
 */
export const checkOffer = (values: TOfferValues, contractType: TContractType, ownRate: number) => {
  const minValidBet = values.minValidBet.trim() === '' ? 0 : parseAmount(values.minValidBet);
  const input = {
    memberId: values.memberId,
    contractType,
    ratePercent: Number(values.ratePercent.trim() || Number.NaN),
    minValidBet: minValidBet ?? Number.NaN,
    minActiveMembers: COUNT_PATTERN.test(values.minActiveMembers.trim())
      ? Number(values.minActiveMembers.trim())
      : Number.NaN,
    period: values.period,
  };
  const parsed = parseWithSchema<TOfferContractInput, keyof TOfferValues>(ZOfferContractInputSchema, input);
  const errors = { ...parsed.errors };
  if (!values.memberId) errors.memberId = VALIDATION.required;
  if (Number.isFinite(input.ratePercent) && input.ratePercent > ownRate)
    errors.ratePercent = tk('agent.offer.rate_above_own');
  return Object.keys(errors).length === 0 && parsed.data
    ? { data: parsed.data, errors: {} }
    : { data: null, errors };
};

type TOfferContractFormProps = { contractType: TContractType; ownRate: number };

/** Offers a contract of the type to a direct downline agent, at most at the agent's own rate. */
export const OfferContractForm = ({ contractType, ownRate }: TOfferContractFormProps) => {
  const { t } = useTranslation();
  const { offer } = useContractCalls();
  const periods = CONTRACT_PERIODS_BY_TYPE[contractType];
  const agents = useDirectDownlineAgents();
  const form = useForm<TOfferValues>(() => ({
    memberId: '',
    ratePercent: '',
    minValidBet: '',
    minActiveMembers: '',
    period: periods[0] ?? '',
  }));
  const [done, setDone] = useState<string | null>(null);
  const limits = { max: String(Math.min(ownRate, AGENT_LIMITS.maxContractRatePercent)) };

  const onSubmit = form.submitWith(
    () => checkOffer(form.values, contractType, ownRate).errors,
    () => {
      const checked = checkOffer(form.values, contractType, ownRate);
      if (!checked.data) return;
      setDone(null);
      offer.mutate(checked.data, {
        onSuccess: (contract) => {
          setDone(t('agent.offer.done', { username: contract.username }));
          form.setValues((current) => ({ ...current, memberId: '', ratePercent: '' }));
        },
        onError: form.showServerError,
      });
    },
  );

  const agentOptions = [
    { value: '', label: t('agent.offer.choose_downline') },
    ...(agents.data ?? []).map((row) => ({ value: row.memberId, label: row.username })),
  ];

  return (
    <section className={styles.section} aria-labelledby="agent-offer-contract">
      <h4 id="agent-offer-contract" className={styles.sectionTitle}>
        {t('agent.offer.title', { type: t(CONTRACT_TYPE_KEYS[contractType]) })}
      </h4>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="agent-offer-contract">
        <FormResult message={done} />
        <SelectField
          label={t('agent.offer.downline')}
          {...form.inputProps('memberId')}
          options={agentOptions}
          disabled={offer.isPending || agents.isPending}
          isRequired
        />
        {agents.data?.length === 0 && <p className={styles.muted}>{t('agent.offer.no_downline_agents')}</p>}
        <TextField
          label={t('agent.contract.rate')}
          inputMode="decimal"
          autoComplete="off"
          {...form.inputProps('ratePercent', limits)}
          help={t('agent.offer.rate_help', limits)}
          disabled={offer.isPending}
          isRequired
        />
        <TextField
          label={t('agent.contract.min_valid_bet')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...form.inputProps('minValidBet')}
          disabled={offer.isPending}
        />
        <TextField
          label={t('agent.contract.min_active_members')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          {...form.inputProps('minActiveMembers')}
          disabled={offer.isPending}
          isRequired
        />
        <SelectField
          label={t('agent.contract.period_label')}
          {...form.inputProps('period')}
          options={periods.map((period) => ({ value: period, label: t(CONTRACT_PERIOD_KEYS[period]) }))}
          disabled={offer.isPending || periods.length === 1}
        />
        <FormSubmit
          errorKey={form.formErrorKey}
          label={t('agent.offer.submit')}
          isBusy={offer.isPending}
          icon={<SendIcon />}
        />
      </form>
    </section>
  );
};
