import type { PasswordRuleResult } from '@portal/contracts/flows';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';

interface Props {
  id: string;
  rules: readonly PasswordRuleResult[];
  /** Before anything is typed every rule is neutral rather than failed. */
  started: boolean;
}

/**
 * The live checklist of spec section 5: each rule ticks as the user types. Not a live region
 * (a screen reader would repeat the list on every key); the password field points at it with
 * aria-describedby, and each line says "met" or "not met" in words.
 */
export function PasswordChecklist({ id, rules, started }: Props) {
  const { t } = useTranslation('password');
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist-title">{t('checklist.title')}</p>
      <ul>
        {rules.map((rule) => {
          const state = !started ? 'pending' : rule.passed ? 'met' : 'unmet';
          return (
            <li key={rule.id} data-rule={rule.id} data-state={state}>
              <span className="password-rule-mark" aria-hidden>
                {state === 'met' ? <CheckIcon fontSize="sm" /> : null}
              </span>
              <span>
                {t(rule.key, rule.params)}
                <span className="visually-hidden">
                  {' '}
                  ({rule.passed && started ? t('checklist.met') : t('checklist.notMet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
