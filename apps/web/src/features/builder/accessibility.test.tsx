import type { Project } from '@quire/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AboutStep } from './steps/AboutStep';
import { wizardContext } from './wizard';

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const eaaAuthor = { ...author, permissions: ['EAA_ACCESS'] };

function renderAbout(project: Project, user = eaaAuthor) {
  const { calls } = mockApi({ ...csrf, 'POST /api/project': (body) => ok(makeProject(body as object)) });
  renderWithProviders(
    <AboutStep
      project={project}
      step={{ section: 'book-details', child: 'about' }}
      ctx={wizardContext(user)}
      user={user}
    />,
  );
  const saves = () =>
    calls.filter((c) => c.key === 'POST /api/project').map((c) => c.body as Record<string, unknown>);
  return { saves };
}

/** The About step with the section shown (it loads in a chunk of its own). */
async function renderSection(project: Project) {
  const rendered = renderAbout(project);
  await screen.findByTestId('a11y-status');
  return rendered;
}

/** A MultiSelect's or Select's input, by its label. */
const control = (label: string) =>
  screen.queryByRole('combobox', { name: label }) ?? screen.getByRole('textbox', { name: label });
const findings = () => within(screen.getByRole('list', { name: 'What is missing or needs attention' }));

describe("the About step's Accessibility section", () => {
  it('is there only for an eBook of an account with EAA_ACCESS', async () => {
    // Shown once, so that its lazy chunk is loaded and the absences below are not a wait.
    renderAbout(makeProject());
    expect(await screen.findByRole('group', { name: 'Accessibility' })).toBeTruthy();
    cleanup();
    renderAbout(makeProject(), author);
    expect(screen.queryByRole('group', { name: 'Accessibility' })).toBeNull();
    renderAbout(makeProject({ type: 'PRINT' }));
    expect(screen.queryByRole('group', { name: 'Accessibility' })).toBeNull();
  });

  it('shows what a file without metadata lacks, and what the EPUB says', async () => {
    await renderSection(
      makeProject({
        epubAccessibility: {
          accessModes: ['textual'],
          accessModesSufficient: [],
          features: [],
          hazards: [],
          summary: null,
          conformsTo: [],
        },
      }),
    );
    expect(screen.getByTestId('a11y-status').textContent).toBe('Accessibility metadata: Partial');
    const codes = findings()
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-code'));
    expect(codes).toEqual(expect.arrayContaining(['A11Y_FEATURE_MISSING', 'A11Y_HAZARD_MISSING']));
    expect(codes).not.toContain('A11Y_ACCESS_MODE_MISSING');
    expect(screen.getByText(/Your EPUB says: textual/)).toBeTruthy();
  });

  it('saves each statement through the project save, until the status is conformant', async () => {
    const { saves } = await renderSection(makeProject());
    expect(screen.getByTestId('a11y-status').textContent).toContain('Missing');
    const choose = async (label: string, option: string) => {
      fireEvent.click(control(label));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('How the book is read (access modes)', 'Text');
    await waitFor(
      () => expect(saves().at(-1)).toMatchObject({ accessibility: { accessModes: ['textual'] } }),
      { timeout: 3000 },
    );
    await choose('Accessibility features', 'Table of contents');
    await choose('Hazards', 'No hazards');
    await userEvent.type(screen.getByRole('textbox', { name: 'Accessibility summary' }), 'Text only.');
    await userEvent.tab();
    await choose('Standard the book meets', 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA');
    await waitFor(
      () =>
        expect(saves().at(-1)).toMatchObject({
          accessibility: {
            accessModes: ['textual'],
            features: ['tableOfContents'],
            hazards: ['none'],
            summary: 'Text only.',
            conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
          },
        }),
      { timeout: 3000 },
    );
    expect(screen.getByTestId('a11y-status').textContent).toContain('Conformant');
  }, 30_000);

  it('says at once when hazards contradict each other, and does not save them', async () => {
    const { saves } = await renderSection(makeProject());
    fireEvent.click(control('Hazards'));
    fireEvent.click(await screen.findByRole('option', { name: 'No hazards' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Flashing (may cause seizures)' }));
    // Under the control (and among the findings).
    expect((await screen.findAllByText(/The hazards say both "none"/)).length).toBe(2);
    expect(control('Hazards').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(saves().length).toBeGreaterThan(0), { timeout: 3000 });
    expect(saves().some((b) => (b.accessibility as { hazards: string[] }).hazards.includes('flashing'))).toBe(
      false,
    );
  }, 30_000);
});
