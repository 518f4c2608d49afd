import { errorDefinition } from '@quire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { IsbnStep, RightsStep } from './steps/RightsSteps';
import { wizardContext } from './wizard';

const ctx = wizardContext(author);
const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };

describe('ISBN (short-run print)', () => {
  it('says a bad check digit at once and shows the server ISBN errors on the field', async () => {
    const { calls } = mockApi({
      ...csrf,
      'POST /api/project': fail(409, { code: '21047', description: errorDefinition('21047').message }),
    });
    renderWithProviders(
      <IsbnStep
        project={makeProject({ type: 'PRINT' })}
        step={{ section: 'book-details', child: 'isbn' }}
        ctx={ctx}
        user={author}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'ISBN' });
    await userEvent.type(input, '9780306406158');
    await userEvent.tab();
    expect(await screen.findByText(errorDefinition('21006').message)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/project')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '9780306406157');
    await userEvent.tab();
    expect(await screen.findByText(errorDefinition('21047').message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('could not be saved');
  });
});

describe('rights and other information', () => {
  it('takes copyright years from 2014', async () => {
    const { calls } = mockApi({ ...csrf, 'POST /api/project': (body) => ok(makeProject(body as object)) });
    renderWithProviders(
      <RightsStep
        project={makeProject()}
        step={{ section: 'book-details', child: 'rights-and-other-information' }}
        ctx={ctx}
        user={author}
      />,
    );
    const year = screen.getByRole('textbox', { name: /Copyright year/ });
    await userEvent.type(year, '2013');
    await userEvent.tab();
    expect(await screen.findByText(/Please enter a year from 2014 to/)).toBeTruthy();
    expect(calls.some((c) => (c.body as { copyrightYear?: number })?.copyrightYear === 2013)).toBe(false);
  });
});
