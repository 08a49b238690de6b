import { createAccount, PASSWORD, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

function codeOf(text: string) {
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

test('sign up by mailed link, activate 2FA, sign out, sign in with a mailed code', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('Newcomer');
  await page.goto('/#/home/login');
  await page.getByRole('link', { name: 'Register your account' }).click();
  await expect(page).toHaveURL(/#\/home\/register$/);
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  let mailCount = server.mails.length;
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByRole('alert')).toHaveText('Verify your email to complete the registration.');

  const signUpMail = await server.nextMail(email.toLowerCase(), mailCount);
  const link = signUpMail.links.find((url) => url.includes('#/home/register2?')) as string;
  await page.goto(link);
  await expect(page).toHaveTitle('Register - Keelson');
  await expect(page.getByLabel('Email')).toHaveValue(email.toLowerCase());
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly');
  await page.getByLabel('First name').fill(' Nora ');
  await page.getByLabel('Last name').fill('Nieuwkerk');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();

  // Signed in: the success message stays while the app goes on to the two-factor offer.
  await expect(page).toHaveURL(/#\/home\/2fa-activation$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verification successful! You are now logged in.' }),
  ).toBeVisible();
  mailCount = server.mails.length;
  await page.getByRole('button', { name: 'Activate 2FA' }).click();
  const activationMail = await server.nextMail(email.toLowerCase(), mailCount);
  await page.getByLabel('Security code').fill(codeOf(activationMail.text));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Two-factor authentication is now active for your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/projects$/);

  const signOut = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/api/sessions/'),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signOut;
  await expect(page).toHaveURL(/#\/home\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  mailCount = server.mails.length;
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText("Please enter the code we've sent to your email.");
  await expect(page.getByLabel('Email')).toBeDisabled();
  const loginMail = await server.nextMail(email.toLowerCase(), mailCount);
  // A resent code replaces the first.
  mailCount = server.mails.length;
  await page.getByRole('button', { name: 'Resend code' }).click();
  const resent = await server.nextMail(email.toLowerCase(), mailCount);
  expect(resent.subject).toContain('security code');
  const wrong = codeOf(resent.text) === '000000' ? '111111' : '000000';
  await page.getByLabel('Security code').fill(wrong);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is incorrect.');
  await page.getByLabel('Security code').fill(codeOf(resent.text));
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/projects$/);
  expect(loginMail.subject).toContain('security code');
});

test('forgot password: mailed link, new password, sign in with it', async ({ page, server }) => {
  const email = uniqueEmail('forgetful');
  await createAccount(server, email, 'old password 1');
  await page.goto('/#/home/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveTitle('Forgot Password - Keelson');
  await page.getByLabel('Email').fill(email);
  const before = server.mails.length;
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `A link to reset your password has been sent to ${email}.`,
  );
  const mail = await server.nextMail(email, before);
  await page.goto(mail.links.find((url) => url.includes('#/home/pwreset2?')) as string);
  await expect(page).toHaveTitle('Reset Password - Keelson');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('New password').fill('brand new password');
  await page.getByLabel('Confirm password').fill('brand new password');
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page).toHaveURL(/#\/home\/login\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('brand new password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/#\/home\/2fa-activation$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/projects$/);

  // The link was single use: a second try is 'Unable to complete action.' with Retry.
  await page.evaluate(() => localStorage.clear());
  await page.goto(mail.links.find((url) => url.includes('#/home/pwreset2?')) as string);
  await page.reload();
  await page.getByLabel('New password').fill('third password');
  await page.getByLabel('Confirm password').fill('third password');
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to complete action.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('an expired or used confirmation link says so, and Retry goes back to register', async ({ page }) => {
  await page.goto('/#/home/register2?email=late%40example.com&token=expired-token');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'The confirmation link has expired. Please start the registration process again.',
  );
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/#\/home\/register\?email=late%40example.com$/);
  await expect(page.getByLabel('Email')).toHaveValue('late@example.com');
});

test('two-factor activation messages: wrong code, expired code, cancel back to the offer', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('activator');
  await useSession(page, await createAccount(server, email));
  await expect(page).toHaveURL(/#\/home\/2fa-activation$/);
  await page.getByRole('button', { name: 'Activate 2FA' }).click();
  const code = page.getByLabel('Security code');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Min required is 6')).toBeVisible();
  await expect(code).toBeFocused();
  const mail = await server.nextMail(email, 0, 'security code');
  const wrong = codeOf(mail.text) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is incorrect. Please try again.');
  await page.route('**/confirm-2fa-activation', (route) =>
    route.fulfill({
      status: 403,
      json: { code: '2fa.expired', error: 'The code has expired.', details: null },
    }),
  );
  await code.fill(codeOf(mail.text));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code has expired. Please request a new code.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Activate 2FA' })).toBeVisible();
  await expect(page.getByLabel('Security code')).toHaveCount(0);
});
