import type { PreflightResult } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { makeProject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FinalFilesCheck } from '../components/FinalFiles';
import { PageCountNotice } from '../components/PageCountNotice';
import { ApproveButton } from './ReviewSteps';
import { SelectSampleStep } from './SelectSampleStep';
import { SpineStep } from './SpineStep';
import { CoverUploadStep } from './UploadSteps';

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };
const none: PreflightResult = {
  preFlightCheckStatus: 'NOT_STARTED',
  pdfConversionStatus: null,
  data: {
    elementType: 'INTERIOR',
    file: null,
    findings: [],
    errorCount: 0,
    warningCount: 0,
    progress: 0,
    completedAt: null,
  },
};
const bodyOf = (calls: { key: string; body: unknown }[], key: string) =>
  calls.find((c) => c.key === key)?.body;

describe('cover upload', () => {
  it('asks a print book with separate covers for the front and the back, an eBook for one cover image', async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(none) });
    const pod = makeProject({ type: 'POD', coverType: 'separate' });
    const { unmount } = renderWithProviders(<CoverUploadStep project={pod} />);
    expect(await screen.findByRole('region', { name: 'Front cover file' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Back cover file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose file for your front cover' })).toBeTruthy();
    expect(screen.getByLabelText('Upload back cover file').getAttribute('accept')).toBe(
      'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png',
    );
    unmount();

    renderWithProviders(<CoverUploadStep project={makeProject({ type: 'EBOOK' })} />);
    expect(await screen.findByRole('region', { name: 'Cover image' })).toBeTruthy();
    expect(screen.getByLabelText('Upload cover file').getAttribute('accept')).toBe(
      'image/jpeg,.jpg,.jpeg,image/png,.png',
    );
  });
});

describe('page count changed', () => {
  it('acknowledges with I understand', async () => {
    const { calls } = mockApi({
      ...csrf,
      'POST /api/project/acknowledgePageCountChanged': ok(null),
      'GET /api/project/p1': ok(makeProject({ type: 'POD' })),
    });
    renderWithProviders(
      <PageCountNotice project={makeProject({ type: 'POD', pageCount: 212, pageCountChanged: true })} />,
    );
    expect(screen.getByText(/Your new interior has 212 pages/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST /api/project/acknowledgePageCountChanged')).toEqual({ projectId: 'p1' }),
    );
  });
});

describe('approval', () => {
  it('approves with the element type and shows it approved once the project says so', async () => {
    const { calls } = mockApi({ ...csrf, 'POST /api/project/approve': ok(null) });
    const { rerender } = renderWithProviders(
      <ApproveButton project={makeProject({ type: 'EBOOK' })} elementType="INTERIOR" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve interior' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST /api/project/approve')).toEqual({
        projectId: 'p1',
        elementType: 'INTERIOR',
      }),
    );
    rerender(
      <ApproveButton
        project={makeProject({ type: 'EBOOK', interiorApproved: true })}
        elementType="INTERIOR"
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve interior' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You approved this interior.')).toBeTruthy();
  });

  it('approves a sample through approveSample', async () => {
    const { calls } = mockApi({ ...csrf, 'POST /api/project/approveSample': ok(null) });
    renderWithProviders(<ApproveButton project={makeProject()} elementType="SAMPLE" />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve sample' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST /api/project/approveSample')).toEqual({
        projectId: 'p1',
        elementType: 'SAMPLE',
      }),
    );
  });
});

describe('spine', () => {
  it('builds the full cover with the chosen spine colour', async () => {
    const { calls } = mockApi({
      ...csrf,
      'POST /api/project/spine': ok(null),
      'GET /api/project/preflightstatus': ok(none),
    });
    const project = makeProject({
      type: 'POD',
      coverType: 'separate',
      coverFrontFile: 'f',
      coverBackFile: 'b',
    });
    renderWithProviders(<SpineStep project={project} />);
    await userEvent.click(screen.getByRole('button', { name: 'Build my cover' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST /api/project/spine')).toEqual({ projectId: 'p1', spineColor: '#ffffff' }),
    );
  });
});

describe('select sample', () => {
  it('lists the interior spine and sends the chosen chapters in spine order', async () => {
    const spine = ['ch1.xhtml', 'ch2.xhtml', 'ch3.xhtml'].map((href, i) => ({
      idref: `c${i}`,
      href,
      title: `Chapter ${i + 1}`,
      linear: true,
    }));
    const { calls } = mockApi({
      ...csrf,
      'GET /api/project/p1/ebook-preview-prefilght-status': ok({ preFlightCheckStatus: 'SUCCESSFUL' }),
      'GET /api/project/p1/preview': ok({
        kind: 'EPUB',
        url: '/x',
        title: 'T',
        spine,
        toc: [],
        pageCount: null,
      }),
      'POST /api/project/p1/createCustomSample': ok(null),
      'GET /api/project/preflightstatus': ok({ ...none, data: { ...none.data, elementType: 'SAMPLE' } }),
    });
    renderWithProviders(<SelectSampleStep project={makeProject({ isDefaultSample: 'SELECTED' })} />);
    const group = await screen.findByRole('group', { name: 'Chapters of your interior' }, { timeout: 4000 });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Chapter 3' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Chapter 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create my sample' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST /api/project/p1/createCustomSample')).toEqual({
        hrefs: ['ch1.xhtml', 'ch3.xhtml'],
      }),
    );
  });
});

describe('final files', () => {
  it('on the summary shows the statuses without asking a question nobody records', () => {
    renderWithProviders(
      <FinalFilesCheck project={makeProject({ interiorPreFlightCheckStatus: 'SUCCESSFUL' })} />,
    );
    expect(screen.getByText('Passed the check')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm final files' })).toBeNull();
  });

  it('asks "Are these your final interior and cover files?" in a flow that records the answer', async () => {
    let answered = false;
    renderWithProviders(
      <FinalFilesCheck
        project={makeProject({ interiorPreFlightCheckStatus: 'SUCCESSFUL' })}
        onConfirmed={() => {
          answered = true;
        }}
      />,
    );
    expect(screen.getByText('Passed the check')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm final files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Final files' });
    expect(dialog.textContent).toContain('Are these your final interior and cover files?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, these are my final files' }));
    expect(
      await screen.findByText('Thank you. Your files go to review when you publish or order.'),
    ).toBeTruthy();
    expect(answered).toBe(true);
  });
});
