import { useTranslation } from 'react-i18next';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { SIGNED_OUT_MESSAGE } from '../../session/sign-in-notice';

/** Leaves the half-finished sign-in: the pre-multi-factor session ends and the login page shows. */
export function SignOutButton() {
  const { t } = useTranslation('mfa');
  const { execute } = useExecuteOutcome();
  return (
    <button
      type="button"
      className="btn btn-plain mfa-sign-out"
      onClick={() => void execute({ next: { kind: 'logout' }, message: SIGNED_OUT_MESSAGE })}
    >
      {t('signOut')}
    </button>
  );
}
