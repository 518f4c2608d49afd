import { PASSWORD_CHECKLIST, passwordChecks } from '@quire/domain';
import { useId } from 'react';
import { t } from '../i18n';
import { tFull } from '../i18n/full';

/**
 * The 'Your password must:' panel (spec 3 §2, §5): each rule ticks as the user types. The state
 * is in the text ("met" / "not met yet") for screen readers, announced politely, and in
 * `data-met` for styling and tests.
 */
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
