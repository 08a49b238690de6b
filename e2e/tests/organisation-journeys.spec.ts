import type { Browser } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, type KeelsonServer, test } from '../support/fixtures.ts';

async function newPage(browser: Browser, server: KeelsonServer) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

test('an expert creates a team, invites a colleague by e-mail, the colleague signs up and accepts', async ({
  page,
  browser,
  server,
}) => {
  const expert = uniqueEmail('lead.expert');
  const colleague = uniqueEmail('colleague');
  await useSession(page, await createAccount(server, expert));
  await page.goto('/#/dashboard/teams');
  await expect(page).toHaveTitle('Teams - Dashboard - Keelson');
  await page.getByRole('button', { name: 'New team' }).click();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('  Nordic IHM Experts ');
  await dialog.getByLabel('Expert (ihm.expert)').check();
  await dialog.getByLabel('Maintenance (ihm.maint)').check();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The team was created.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Team name/ })).toHaveValue('Nordic IHM Experts');

  const invite = page.getByRole('form', { name: 'Invite member' });
  await invite.getByLabel('Email').fill('not an address');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByText('This email address is invalid')).toBeVisible();
  const before = server.mails.length;
  await invite.getByLabel('Email').fill(colleague);
  await invite.getByLabel('Role').selectOption('regular');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByRole('row').filter({ hasText: colleague })).toContainText('Invited');

  // The colleague has no account yet: the mail carries a sign-up link.
  const invitation = await server.nextMail(colleague, before);
  expect(invitation.subject).toContain('Nordic IHM Experts');
  const signUpLink = invitation.links.find((url) => url.includes('#/home/register?')) as string;
  const other = await newPage(browser, server);
  await other.goto(signUpLink);
  await expect(other.getByLabel('Email')).toHaveValue(colleague);
  const mailsBefore = server.mails.length;
  await other.getByRole('button', { name: 'REGISTER' }).click();
  const confirmation = await server.nextMail(colleague, mailsBefore, 'confirm your registration');
  await other.goto(confirmation.links.find((url) => url.includes('#/home/register2?')) as string);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByLabel('Confirm password').fill(PASSWORD);
  await other.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
  await other.getByRole('button', { name: 'Skip for now' }).click();
  await expect(other).toHaveURL(/#\/dashboard\/projects$/);
  await other.getByRole('link', { name: /Invitations/ }).click();
  await other.getByRole('button', { name: 'Accept invitation to Nordic IHM Experts' }).click();
  await other.getByRole('link', { name: 'Teams' }).click();
  await expect(other.getByTestId('team-card').filter({ hasText: 'Nordic IHM Experts' })).toContainText(
    'Regular',
  );

  await page.reload();
  await expect(members.getByRole('row').filter({ hasText: colleague })).toContainText('Active');
});

test('an expert creates a ship project and grants a crew member; the crew member sees only it and lands in it', async ({
  page,
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('project.expert'));
  const crewEmail = uniqueEmail('crew');
  const crew = await createAccount(server, crewEmail);
  const team = await fetch(`${server.baseURL}/api/teams`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${expert.token}` },
    body: JSON.stringify({ name: 'Baltic Survey Experts', available_features: ['ihm.expert', 'ihm.maint'] }),
  });
  expect(team.status).toBe(201);

  await useSession(page, expert);
  await page.goto('/#/dashboard/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill('IHM MV Seeadler');
  await page.getByLabel('Ship name').fill('MV Seeadler');
  await page.getByLabel('IMO number').fill('12345');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('IMO number: 7 digits')).toBeVisible();
  await page.getByLabel('IMO number').fill('9412345');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /MV Seeadler/ }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'My capabilities' })).toContainText('Manager');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Start maintenance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Maintenance was started.' })).toBeVisible();

  await page.getByRole('tab', { name: 'Permissions' }).click();
  const grantForm = page.getByRole('form', { name: 'Grant permission' });
  await grantForm.getByLabel('Email').fill(crewEmail);
  await grantForm.getByLabel('Read and write').check();
  await grantForm.getByLabel('Crew').check();
  const before = server.mails.length;
  await grantForm.getByRole('button', { name: 'Grant' }).click();
  const grants = page.getByRole('table', { name: 'Granted permissions' });
  await expect(grants.getByRole('row').filter({ hasText: crewEmail })).toContainText(/pending/i);
  await server.nextMail(crewEmail, before);

  const crewPage = await newPage(browser, server);
  await useSession(crewPage, crew);
  await crewPage.goto('/#/dashboard/invitations');
  await crewPage.getByRole('button', { name: 'Accept permission for IHM MV Seeadler' }).click();
  await expect(crewPage.getByRole('button', { name: 'Accept permission for IHM MV Seeadler' })).toHaveCount(
    0,
  );
  // A crew-only user with exactly one project that has maintenance goes straight to it.
  await crewPage.goto('/#/dashboard/projects');
  await expect(crewPage).toHaveURL(/#\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(crewPage.getByRole('group', { name: 'My capabilities' })).toHaveText(/Crew/);
  await expect(crewPage.getByRole('tab', { name: 'Permissions' })).toHaveCount(0);
  await crewPage.getByRole('link', { name: '← Projects' }).click();
  const list = crewPage.getByRole('list', { name: 'Project list' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('MV Seeadler');

  await grants.getByRole('button', { name: new RegExp(`^Revoke permission of .*${crewEmail}`) }).click();
  await expect(grants.getByRole('row').filter({ hasText: crewEmail })).toContainText(/revoked/i);
  await crewPage.reload();
  await expect(
    crewPage
      .getByText('Showing 0 of 0 projects')
      .or(crewPage.getByText(/no projects/i))
      .first(),
  ).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('a user without a team creates a personal project (spec section 1: the owner may be a person)', async ({
  page,
  server,
}) => {
  await useSession(page, await createAccount(server, uniqueEmail('owner')));
  await page.goto('/#/dashboard/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(page.getByLabel('Owner')).toHaveValue('personal');
  await page.getByLabel('Project name').fill('IHM MV Kormoran');
  await page.getByLabel('Ship name').fill('MV Kormoran');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /MV Kormoran/ }).first()).toBeVisible();
  await page.getByRole('link', { name: '← Projects' }).click();
  await expect(page.getByRole('list', { name: 'Project list' })).toContainText('MV Kormoran');
  // "Show removed" lists the removed projects only, and says so instead of suggesting itself.
  await page.getByLabel('Show removed').check();
  await expect(page.getByTestId('projects-empty')).toContainText('No project has been removed.');
  await expect(page.getByTestId('projects-empty')).not.toContainText('show removed projects');
});
