import { useTranslation } from 'react-i18next';
import { icon } from '../components/icons';

const ShieldIcon = icon(['M12 3l7 3v5.5c0 4.2-3 7.8-7 9.5-4-1.7-7-5.3-7-9.5V6Z', 'M9 12l2 2 4-4']);

/**
 * The environment's VPN/IP-only option (spec section 3: "Some environments accept only secure
 * connections"): a badge and the sentence that explains it, in view rather than in a tooltip so
 * touch and keyboard users read it too. `descriptionId` lets the Launch button name it as its
 * description (aria-describedby) for screen readers. Styles: environment-card.css.
 */
export function SecureOnlyBadge({ descriptionId }: { descriptionId: string }) {
  const { t } = useTranslation();
  return (
    <div className="secure-badge">
      <span className="chip chip-outlined">
        <ShieldIcon />
        {t('launch.card.secureOnly')}
      </span>
      <p className="text-body-xs" id={descriptionId}>
        {t('launch.card.secureOnlyDetail')}
      </p>
    </div>
  );
}
