import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/copy-text';
import { CheckIcon, CopyIcon } from '../../components/icons';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type; apps ignore the spaces. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The secret as text, for an app that cannot scan, with a button that copies it whole. */
export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('mfa');
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    copyText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="mfa-secret">
      <code className="mfa-secret-text">{groupSecret(secret)}</code>
      <button type="button" className="btn btn-outlined" onClick={copy}>
        {copied === 'yes' ? <CheckIcon fontSize="sm" /> : <CopyIcon fontSize="sm" />}
        {t('setup.copy')}
      </button>
      <p className="mfa-secret-feedback" role="status">
        {copied === 'yes' ? t('setup.copied') : copied === 'failed' ? t('setup.copyFailed') : ''}
      </p>
    </div>
  );
}
