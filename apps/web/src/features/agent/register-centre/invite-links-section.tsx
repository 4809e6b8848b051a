import { useState } from 'react';
import type { TInviteLink } from '@site/contracts/api';
import { AGENT_LIMITS, DOWNLINE_MEMBER_KINDS, type TDownlineMemberKind } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { LinkIcon } from '../../../components/icons/icons';
import { Loader } from '../../../components/loader/loader';
import { SelectField } from '../../../components/select-field/select-field';
import { QueryErrorMessage } from '../../../components/status-message/query-error-message';
import { StatusMessage } from '../../../components/status-message/status-message';
import { errorMessageKey } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import styles from '../agent-pages.module.css';
import { useInviteLinkCalls, useInviteLinks } from '../api/use-invite-link-calls';
import { MEMBER_KIND_KEYS } from '../member-kind-labels';
import { InviteLinkCard } from './invite-link-card';

/** The agent's invite links: a new one of a chosen kind, each link's card, and deleting one after a confirmation. */
export const InviteLinksSection = () => {
  const { t } = useTranslation();
  const links = useInviteLinks();
  const calls = useInviteLinkCalls();
  const [kind, setKind] = useState<TDownlineMemberKind>('player');
  const [toDelete, setToDelete] = useState<TInviteLink | null>(null);
  const callError = calls.create.error ?? calls.remove.error;

  const count = links.data?.length ?? 0;
  const deletingId = calls.remove.isPending ? calls.remove.variables.linkId : null;

  const body = () => {
    if (links.isPending) return <Loader label={t('common.loading')} />;
    if (links.isError)
      return (
        <QueryErrorMessage
          title={t('agent.register.links_failed')}
          error={links.error}
          isRetrying={links.isFetching}
          onRetry={() => void links.refetch()}
        />
      );
    if (links.data.length === 0)
      return (
        <StatusMessage
          tone="empty"
          icon={<LinkIcon />}
          title={t('agent.register.no_links')}
          description={t('agent.register.no_links_text')}
        />
      );
    return (
      <ul className={styles.cards}>
        {links.data.map((link) => (
          <InviteLinkCard
            key={link.linkId}
            link={link}
            isDeleting={deletingId === link.linkId}
            onDelete={setToDelete}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="agent-invite-links">
      <div className={styles.sectionHeader}>
        <h4 id="agent-invite-links" className={styles.sectionTitle}>
          {t('agent.register.links_title')}
        </h4>
        <span className={styles.muted}>
          {t('agent.register.links_count', { count, max: AGENT_LIMITS.maxAffiliateLinks })}
        </span>
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('agent.register.link_kind')}
          name="memberKind"
          value={kind}
          onChange={(event) => setKind(event.target.value as TDownlineMemberKind)}
          options={DOWNLINE_MEMBER_KINDS.map((value) => ({ value, label: t(MEMBER_KIND_KEYS[value]) }))}
        />
        <Button
          variant="primary"
          icon={<LinkIcon />}
          loading={calls.create.isPending}
          onClick={() => calls.create.mutate({ memberKind: kind })}
        >
          {t('agent.register.create')}
        </Button>
      </div>
      <FormError messageKey={callError ? errorMessageKey(callError) : null} />
      {body()}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('agent.register.delete_title')}
        message={toDelete ? t('agent.register.delete_confirm', { code: toDelete.code }) : ''}
        confirmLabel={t('agent.register.delete')}
        cancelLabel={t('in_more_cancel')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) calls.remove.mutate({ linkId: toDelete.linkId });
          setToDelete(null);
        }}
      />
    </section>
  );
};
