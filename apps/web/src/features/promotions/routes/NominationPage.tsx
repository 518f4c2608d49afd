import { Alert, Anchor, Group } from '@mantine/core';
import { hasPermission, isAdmin, PROMO_MESSAGES as M, PROMO_TOAST_MS } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { showToast } from '../../../components/toasts';
import { nominationText } from '../components/nomination/messages';
import { NominationEditor, PROMO_SUMMARY_PATH } from '../components/nomination/NominationEditor';

export { PROMO_SUMMARY_PATH };

/**
 * /projects/coupon/bn-promo (spec 2 §2.1): nominate an eBook for a merchandising promotion, or
 * change a pending request (?id=). For accounts with the merchandising permission and for
 * administrators; everyone else is told the page is not available to them.
 */
export default function NominationPage() {
  return (
    <SignedInPage title={nominationText('nom.title')}>
      {(user) =>
        isAdmin(user.permissions) || hasPermission(user.permissions, 'MERCHANDISING') ? (
          <Nomination
            admin={isAdmin(user.permissions)}
            couponsTab={!isAdmin(user.permissions) && hasPermission(user.permissions, 'EBOOK_COUPONS')}
          />
        ) : (
          <PageBody title={nominationText('nom.title')}>
            <Alert color="yellow">{nominationText('nom.notAvailable')}</Alert>
          </PageBody>
        )
      }
    </SignedInPage>
  );
}

function Nomination({ admin, couponsTab }: { admin: boolean; couponsTab: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = nominationText(id ? 'nom.editTitle' : 'nom.title');

  function submitted() {
    void client.invalidateQueries({ queryKey: ['promotions'] });
    showToast({ message: M.submitted, duration: PROMO_TOAST_MS, tone: 'success' });
    navigate(PROMO_SUMMARY_PATH);
  }

  return (
    <NominationEditor
      id={id}
      admin={admin}
      couponsTab={couponsTab}
      onDone={submitted}
      frame={(body, ready) => (
        <PageBody title={title}>
          {ready ? (
            <Group>
              <Anchor component={Link} to={PROMO_SUMMARY_PATH}>
                {nominationText('nom.summaryLink')}
              </Anchor>
            </Group>
          ) : null}
          {body}
        </PageBody>
      )}
    />
  );
}
