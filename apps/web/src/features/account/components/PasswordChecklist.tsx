import { PASSWORD_CHECKLIST, passwordChecks } from '@quire/domain/accounts/password';
import { useId } from 'react';
import { t } from '../../../i18n';
import { tFull } from '../../../i18n/full';

/** 'Your password must:' (spec 3 §2, §5), ticking as the user types; the state is in the text for screen readers. */
export function PasswordChecklist({ password, username }: { password: string; username: string }) {
  const titleId = useId();
  const checks = passwordChecks(password, username);
  return (
    <div>
      <p id={titleId} className="checklist-title">
        {tFull('password.checklistTitle')}
      </p>
      <ul className="checklist" aria-labelledby={titleId} aria-live="polite">
        {PASSWORD_CHECKLIST.map((item) => {
          const met = checks[item.id];
          return (
            <li key={item.id} data-met={met}>
              <span className="checklist-mark" aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              <span>
                {tFull(`password.check.${item.id}`)}
                <span className="visually-hidden">
                  {': '}
                  {met ? t('createAccount.checklistMet') : t('createAccount.checklistNotMet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
