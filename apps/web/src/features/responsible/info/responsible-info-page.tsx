import { useLocation } from 'react-router';
import { PGSI_BANDS, RG_RAISE_COOLING_OFF_HOURS, RG_RETURN_COOLING_OFF_HOURS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { tk } from '../../../lib/i18n-keys';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { promptLoginState } from '../../shared-auth/login-return';
import { useMemberCentre } from '../../shared-member-centre/member-centre-context';
import { PGSI_BAND_TITLE_KEYS } from '../rg-labels';
import { NCMH_CRISIS_HOTLINES, PAGCOR_URL } from './help-contacts';
import styles from './info.module.css';
import { PgsiCheck } from './pgsi-check';

/** The tools a member has, each with what it does. */
const TOOLS = [
  { title: tk('rg.info.tool_limits_title'), text: tk('rg.info.tool_limits_text') },
  { title: tk('rg.info.tool_reality_title'), text: tk('rg.info.tool_reality_text') },
  { title: tk('rg.info.tool_time_out_title'), text: tk('rg.info.tool_time_out_text') },
  { title: tk('rg.info.tool_self_exclusion_title'), text: tk('rg.info.tool_self_exclusion_text') },
] as const;

const SIGNS = [
  tk('rg.info.sign_chasing'),
  tk('rg.info.sign_more'),
  tk('rg.info.sign_borrowing'),
  tk('rg.info.sign_hiding'),
  tk('rg.info.sign_neglect'),
  tk('rg.info.sign_mood'),
  tk('rg.info.sign_escape'),
] as const;

/** The way to the tools: a member opens the member centre's page, a visitor logs in first. */
const ToolsAction = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const centre = useMemberCentre();
  const location = useLocation();
  if (member && !member.isTrial)
    return (
      <Button aria-haspopup="dialog" onClick={() => centre.open('responsible-gaming')}>
        {t('rg.info.open_settings')}
      </Button>
    );
  return (
    <LinkButton to={paths.login.path} state={promptLoginState(location)}>
      {t('rg.info.log_in')}
    </LinkButton>
  );
};

/**
 * Route /responsible-gaming, open to everyone: the tools and the way to
 * them, the signs of harm, the PGSI self-test, where to get help (PAGCOR,
 * the NCMH crisis hotline) and family exclusion.
 */
export const ResponsibleInfoPage = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('rg.info.kicker')}</p>
        <h1 className={styles.title}>{t('rg.info.title')}</h1>
        <p className={styles.intro}>{t('rg.info.intro')}</p>
      </header>

      <section aria-labelledby="rg-info-tools">
        <h2 id="rg-info-tools" className={styles.heading}>
          {t('rg.info.tools')}
        </h2>
        <p className={styles.sectionIntro}>
          {t('rg.info.tools_intro', { hours: RG_RAISE_COOLING_OFF_HOURS })}
        </p>
        <ul role="list" className={styles.grid}>
          {TOOLS.map(({ title, text }) => (
            <li key={title} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.text}>{t(text, { hours: RG_RETURN_COOLING_OFF_HOURS })}</p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ToolsAction />
        </div>
      </section>

      <section aria-labelledby="rg-info-signs">
        <h2 id="rg-info-signs" className={styles.heading}>
          {t('rg.info.signs')}
        </h2>
        <p className={styles.sectionIntro}>{t('rg.info.signs_intro')}</p>
        <ul className={styles.list}>
          {SIGNS.map((sign) => (
            <li key={sign}>{t(sign)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rg-info-pgsi">
        <h2 id="rg-info-pgsi" className={styles.heading}>
          {t('rg.pgsi.title')}
        </h2>
        <p className={styles.sectionIntro}>{t('rg.pgsi.intro')}</p>
        <ul className={styles.list} aria-label={t('rg.pgsi.bands')}>
          {PGSI_BANDS.map(({ band, min, max }) => (
            <li key={band}>
              {t(min === max ? 'rg.pgsi.band_range_one' : 'rg.pgsi.band_range', {
                min,
                max,
                band: t(PGSI_BAND_TITLE_KEYS[band]),
              })}
            </li>
          ))}
        </ul>
        <PgsiCheck />
      </section>

      <section aria-labelledby="rg-info-help">
        <h2 id="rg-info-help" className={styles.heading}>
          {t('rg.info.help')}
        </h2>
        <ul role="list" className={styles.grid}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>{t('rg.info.pagcor_title')}</h3>
            <p className={styles.text}>{t('rg.info.pagcor_text')}</p>
            <a className={styles.link} href={PAGCOR_URL} target="_blank" rel="noopener noreferrer">
              {t('rg.info.pagcor_link')}
            </a>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>{t('rg.info.ncmh_title')}</h3>
            <p className={styles.text}>{t('rg.info.ncmh_text')}</p>
            <ul role="list" className={styles.phones}>
              {NCMH_CRISIS_HOTLINES.map(({ display, dial }) => (
                <li key={dial}>
                  <a className={styles.phone} href={`tel:${dial}`}>
                    {display}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </section>

      <section aria-labelledby="rg-info-family">
        <h2 id="rg-info-family" className={styles.heading}>
          {t('rg.info.family')}
        </h2>
        <p className={styles.sectionIntro}>{t('rg.info.family_text')}</p>
        <p className={styles.sectionIntro}>{t('rg.info.family_effect')}</p>
      </section>
    </div>
  );
};
