import { describe, expect, it } from 'vitest';
import { createMailTemplates } from '.';

const t = createMailTemplates({ operatorName: 'Acme & Sons' });
const HOSTILE = '<script>alert("x")</script> & Co';

/** Every template with data whose user-supplied values are hostile markup. */
const rendered = {
  passwordReset: t.passwordReset({
    to: 'a@example.com',
    firstName: HOSTILE,
    link: 'https://q.example/reset?forgotPassToken=abc&x=1',
    minutes: 60,
    bySupport: false,
  }),
  passwordChanged: t.passwordChanged({
    to: 'a@example.com',
    forgotPasswordLink: 'https://q.example/forgot-password',
  }),
  emailChange: t.emailChange({
    to: 'new@example.com',
    firstName: HOSTILE,
    currentEmail: 'old@example.com',
    link: 'https://q.example/account/confirm-email?token=t',
    hours: 24,
  }),
  emailChangeRefused: t.emailChangeRefused({ to: 'taken@example.com' }),
  emailChanged: t.emailChanged({ to: 'old@example.com', firstName: HOSTILE, newEmail: 'new@example.com' }),
  twoStepCode: t.twoStepCode({ to: 'a@example.com', code: '012345', minutes: 10 }),
  twoStepReset: t.twoStepReset({ to: 'a@example.com', firstName: HOSTILE }),
  passkeyAdded: t.passkeyAdded({
    to: 'a@example.com',
    firstName: HOSTILE,
    name: HOSTILE,
    device: 'Chrome on Linux',
    securityLink: 'https://q.example/account/passkeys',
  }),
  passkeyRemoved: t.passkeyRemoved({
    to: 'a@example.com',
    firstName: HOSTILE,
    name: HOSTILE,
    device: 'Chrome on Linux',
    securityLink: 'https://q.example/account/passkeys',
  }),
  passkeySignIn: t.passkeySignIn({
    to: 'a@example.com',
    firstName: HOSTILE,
    name: HOSTILE,
    device: 'Chrome on Linux',
    secondStep: false,
    securityLink: 'https://q.example/account/passkeys',
  }),
  businessStatus: t.businessStatus({
    to: 'a@example.com',
    firstName: HOSTILE,
    vendorNumber: '10001',
    status: 'Payment on hold',
    reason: HOSTILE,
  }),
  alertSettings: t.alertSettings({
    to: 'a@example.com',
    firstName: HOSTILE,
    link: 'https://q.example/account/preferences',
    footer: HOSTILE,
  }),
  contributorInvitation: t.contributorInvitation({
    to: 'c@example.com',
    firstName: HOSTILE,
    authorName: HOSTILE,
    link: 'https://q.example/contributor?key=k',
    days: 30,
  }),
  welcome: t.welcome({
    to: 'a@example.com',
    firstName: HOSTILE,
    vendorLink: 'https://q.example/account/vendor',
    buildLink: 'https://q.example/build-a-book',
  }),
  saleFailed: t.saleFailed({
    to: 'a@example.com',
    firstName: HOSTILE,
    title: HOSTILE,
    error: 'Please upload your interior file.',
    link: 'https://q.example/p1/summary',
  }),
  onSale: t.saleChanged({
    to: 'a@example.com',
    firstName: 'Ann',
    title: HOSTILE,
    direction: 'ONSALE',
    link: 'https://q.example/p1/summary',
  }),
  offSale: t.saleChanged({
    to: 'a@example.com',
    firstName: 'Ann',
    title: 'Tides',
    direction: 'OFFSALE',
    link: 'https://q.example/p1/summary',
  }),
  priceScheduleReminder: t.priceScheduleReminder({
    to: 'a@example.com',
    firstName: HOSTILE,
    title: HOSTILE,
    price: '2.99',
    at: new Date('2026-07-04T16:00:00Z'),
    edge: 'start',
    link: 'https://q.example/projects/p1/scheduled-prices',
  }),
  orderPlaced: t.orderPlaced({
    to: 'a@example.com',
    firstName: HOSTILE,
    orderNumber: 'Q100001',
    items: [{ title: HOSTILE, label: 'Proof: not for resale', quantity: 1, lineTotal: '4.15' }],
    orderTotal: '12.34',
    card: 'Visa ending 0009',
    earliestDelivery: '2026-07-06',
    latestDelivery: '2026-07-10',
    link: 'https://q.example/order-history',
  }),
  orderInProduction: t.orderInProduction({
    to: 'a@example.com',
    firstName: HOSTILE,
    orderNumber: 'Q100001',
    link: 'https://q.example/order-history/Q100001',
  }),
  orderShipped: t.orderShipped({
    to: 'a@example.com',
    firstName: HOSTILE,
    orderNumber: 'Q100001',
    carrier: 'USPS',
    trackingNumber: '9400100000000000000001',
    orderTotal: '12.34',
    link: 'https://q.example/order-history/Q100001',
  }),
  orderDelivered: t.orderDelivered({
    to: 'a@example.com',
    firstName: HOSTILE,
    orderNumber: 'Q100001',
    link: 'https://q.example/order-history/Q100001',
  }),
  orderCancelled: t.orderCancelled({
    to: 'a@example.com',
    firstName: HOSTILE,
    orderNumber: 'Q100001',
    reason: HOSTILE,
    byAdministrator: true,
    money: 'refunded',
    amount: '12.34',
    link: 'https://q.example/order-history/Q100001',
  }),
};

describe('the e-mail templates', () => {
  it('write the same words as text and as HTML, with the operator name', () => {
    expect(rendered.passwordReset).toMatchObject({
      to: 'a@example.com',
      kind: 'password-reset',
      subject: 'Reset your Acme & Sons password',
    });
    expect(rendered.passwordReset.text).toBe(
      [
        `Hello ${HOSTILE},`,
        '',
        'Someone (we hope you) asked to reset the password of your Acme & Sons account. Open this link within 60 minutes to choose a new password:',
        '',
        'https://q.example/reset?forgotPassToken=abc&x=1',
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
    expect(rendered.passwordReset.html).toContain(
      '<a href="https://q.example/reset?forgotPassToken=abc&amp;x=1">https://q.example/reset?forgotPassToken=abc&amp;x=1</a>',
    );
    expect(rendered.passwordReset.html).toContain('<title>Reset your Acme &amp; Sons password</title>');
    expect(
      t.passwordReset({
        to: 'a@example.com',
        firstName: 'A',
        link: 'https://x',
        minutes: 60,
        bySupport: true,
      }).text,
    ).toContain('Acme & Sons support asked to reset');
  });

  it('keep each message as the outbox and the mailbox tests know it', () => {
    const kinds = Object.fromEntries(Object.entries(rendered).map(([name, m]) => [name, m.kind]));
    expect(kinds).toEqual({
      passwordReset: 'password-reset',
      passwordChanged: 'password-changed',
      emailChange: 'email-change',
      emailChangeRefused: 'email-change-refused',
      emailChanged: 'email-changed',
      twoStepCode: 'two-step-code',
      twoStepReset: 'two-step-reset',
      passkeyAdded: 'passkey-added',
      passkeyRemoved: 'passkey-removed',
      passkeySignIn: 'passkey-sign-in',
      businessStatus: 'business-status',
      alertSettings: 'alert-settings',
      contributorInvitation: 'contributor-invitation',
      welcome: 'welcome',
      saleFailed: 'sale-failed',
      onSale: 'on-sale',
      offSale: 'off-sale',
      priceScheduleReminder: 'price-schedule-reminder',
      orderPlaced: 'order-placed',
      orderInProduction: 'order-in-production',
      orderShipped: 'order-shipped',
      orderDelivered: 'order-delivered',
      orderCancelled: 'order-cancelled',
    });
    expect(rendered.orderShipped.text).toContain('Tracking number: 9400100000000000000001');
    expect(rendered.orderShipped.text).toContain('https://q.example/order-history/Q100001');
    expect(rendered.orderCancelled.text).toContain('Acme & Sons has cancelled your order Q100001.');
    expect(rendered.orderCancelled.text).toContain('The $12.34 charged to your card has been refunded.');
    const released = t.orderCancelled({
      to: 'a@example.com',
      firstName: 'Ada',
      orderNumber: 'Q100002',
      reason: 'I ordered by mistake',
      byAdministrator: false,
      money: 'released',
      amount: '5.00',
      link: 'https://q.example/order-history/Q100002',
    });
    expect(released.text).toContain('is cancelled, as you asked.');
    expect(released.text).toContain(
      'The hold of $5.00 on your card has been released; you were not charged.',
    );
    expect(rendered.orderPlaced.subject).toBe('Your Acme & Sons order Q100001 is placed');
    expect(rendered.orderPlaced.text).toContain('Order total: $12.34, held on your Visa ending 0009');
    expect(rendered.orderPlaced.text).toContain('Expected delivery between 2026-07-06 and 2026-07-10.');
    expect(rendered.twoStepCode.text).toMatch(
      /^Your Acme & Sons verification code is 012345\. It expires in 10 minutes/,
    );
    expect(t.twoStepCodeSms({ code: '012345' })).toBe('Acme & Sons: your verification code is 012345.');
    expect(rendered.emailChange.text).toContain('To use new@example.com for your Acme & Sons account');
    expect(rendered.emailChange.text).toContain('Until then you sign in with old@example.com.');
    expect(rendered.businessStatus.subject).toBe(
      'Your Acme & Sons business status has changed to Payment on hold',
    );
    expect(rendered.businessStatus.subject).not.toContain('account status is now');
    expect(rendered.businessStatus.text).toContain(`Reason: ${HOSTILE}`);
    expect(rendered.alertSettings.text).toBe(
      [
        `Hello ${HOSTILE},`,
        '',
        'You can choose which e-mails and alerts you receive here:',
        'https://q.example/account/preferences',
        '',
        HOSTILE,
      ].join('\n'),
    );
    expect(t.alertSettings({ to: 'a@example.com', firstName: 'A', link: 'https://x' }).text).not.toContain(
      '\n\n\n',
    );
    expect(rendered.contributorInvitation.subject).toBe(
      `${HOSTILE} invited you to their Acme & Sons account`,
    );
    expect(rendered.contributorInvitation.text).toContain('Open this link within 30 days');
    expect(rendered.saleFailed.text).toBe(
      [
        `Hello ${HOSTILE},`,
        '',
        `${HOSTILE} could not go on sale: Please upload your interior file.`,
        'Open your book to put it right: https://q.example/p1/summary',
      ].join('\n'),
    );
    expect(rendered.onSale.subject).toBe(`${HOSTILE} is on sale`);
    expect(rendered.onSale.text).toContain('is now on sale at Acme & Sons and our retail partners.');
    expect(rendered.offSale.text).toContain('Tides has been taken off sale.');
    expect(rendered.priceScheduleReminder.text).toContain(
      `A reminder: on Jul 4, 2026, 12:00 PM EDT (New York time), the list price of your eBook "${HOSTILE}" changes to $2.99.`,
    );
    expect(rendered.priceScheduleReminder.text.endsWith('— Acme & Sons')).toBe(true);
    expect(rendered.passkeyAdded.text).toContain(
      'was added to your Acme & Sons account from Chrome on Linux. You can now sign in with it',
    );
    expect(rendered.passkeySignIn.text).toContain('remove the passkey at https://q.example/account/passkeys');
    expect(t.twoStepReset({ to: 'a@example.com', firstName: 'A', passkeysRemoved: 2 }).text).toContain(
      'Your 2 passkeys were removed too.',
    );
    expect(rendered.twoStepReset.text).not.toContain('passkey');
    expect(rendered.passwordChanged.text).toContain(
      'reset your password again at https://q.example/forgot-password and contact support.',
    );
  });

  it('escape every user-supplied value in the HTML body, and link only web addresses', () => {
    for (const [name, m] of Object.entries(rendered)) {
      expect(m.html, name).toMatch(/^<!DOCTYPE html>/);
      expect(m.html, name).not.toContain('<script>');
      if (m.text.includes(HOSTILE))
        expect(m.html, name).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      // The operator's name is a setting, escaped like the rest.
      if (m.text.includes('Acme & Sons')) expect(m.html, name).toContain('Acme &amp; Sons');
    }
    expect(rendered.twoStepReset.html).toContain('contact Acme &amp; Sons support.');
    expect(rendered.saleFailed.html).toContain(
      'Open your book to put it right: <a href="https://q.example/p1/summary">https://q.example/p1/summary</a>',
    );
    const odd = t.alertSettings({ to: 'a@example.com', firstName: 'A', link: 'javascript:alert(1)' });
    expect(odd.html).not.toContain('<a ');
    expect(odd.html).toContain('javascript:alert(1)');
  });
});
