import type { ElementType, Finding, PreflightResult, Project, UploadedFileInfo } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useProject } from '../../../lib/project-query';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { makeProject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UploadPanel } from './UploadPanel';

const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 'tok' }) };

function result(
  status: string,
  opts: {
    file?: UploadedFileInfo | null;
    findings?: Finding[];
    progress?: number;
    element?: ElementType;
  } = {},
): PreflightResult {
  const findings = opts.findings ?? [];
  return {
    preFlightCheckStatus: status,
    pdfConversionStatus: null,
    data: {
      elementType: opts.element ?? 'INTERIOR',
      file: opts.file === undefined ? null : opts.file,
      findings,
      errorCount: findings.filter((f) => f.severity === 'ERROR').length,
      warningCount: findings.filter((f) => f.severity === 'WARNING').length,
      progress: opts.progress ?? 0,
      completedAt: null,
    },
  };
}

const pdfFile = (name = 'interior.pdf'): UploadedFileInfo => ({
  id: 'f1',
  elementType: 'INTERIOR',
  kind: 'PDF',
  originalName: name,
  size: 2_400_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
});

/** Answers GET preflightstatus with each result in turn, repeating the last. */
function sequence(...answers: PreflightResult[]) {
  let i = 0;
  return () => ok(answers[Math.min(i++, answers.length - 1)]);
}
function sequence2(...answers: Project[]) {
  let i = 0;
  return () => ok(answers[Math.min(i++, answers.length - 1)]);
}

/** Shows the project as the wizard reads it, so a reload after the check is visible. */
function ProjectProbe() {
  const project = useProject('p1');
  return <output data-testid="project-status">{project.data?.interiorPreFlightCheckStatus ?? ''}</output>;
}

function renderPanel(project: Project, elementType: ElementType = 'INTERIOR', probe = false) {
  return renderWithProviders(
    <>
      <UploadPanel project={project} elementType={elementType} />
      {probe ? <ProjectProbe /> : null}
    </>,
  );
}

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, type: string, content = 'x') => new File([content], name, { type });

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Upload This File' });
  const confirm = within(dialog).getByRole('button', { name: 'Upload This File' });
  return { dialog, confirm, boxes: within(dialog).getAllByRole('checkbox') };
}

beforeEach(() => installFakeXhr());

describe('drop zone (spec 1 §5)', () => {
  it('refuses a file that is not on the accept list, and two files at once', async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(result('NOT_STARTED')) });
    renderPanel(makeProject({ type: 'EBOOK' }));
    const input = await screen.findByLabelText('Upload interior file');
    expect(input.getAttribute('accept')).toContain('.epub');
    expect(screen.getByRole('button', { name: 'Choose file for your interior' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Drop zone for your interior file' })).toBeTruthy();

    await user().upload(input, file('cover.pdf', 'application/pdf'));
    expect(
      await screen.findByText('We cannot take cover.pdf here: the file must be EPUB or DOCX.'),
    ).toBeTruthy();

    const two = [file('a.epub', 'application/epub+zip'), file('b.epub', 'application/epub+zip')];
    fireEvent.drop(screen.getByRole('group', { name: 'Drop zone for your interior file' }), {
      dataTransfer: {
        files: two,
        types: ['Files'],
        items: two.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Please drop one file at a time; you dropped 2.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows a long name shortened and asks before uploading, with confirm disabled until both boxes are ticked', async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(result('NOT_STARTED')) });
    renderPanel(makeProject({ type: 'EBOOK' }));
    const long = `${'The Lighthouse Keeper and the Sea '.repeat(2)}final.epub`;
    await user().upload(
      await screen.findByLabelText('Upload interior file'),
      file(long, 'application/epub+zip'),
    );
    expect(screen.getByTestId('chosen-file').textContent).toBe(`Chosen file: ${long.slice(0, 40)}...`);

    const { confirm, boxes } = await confirmDialog();
    expect(boxes).toHaveLength(2);
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(boxes[0] as HTMLElement);
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.click(boxes[1] as HTMLElement);
    expect(confirm).toHaveProperty('disabled', false);
  });
});

describe('upload and preflight', () => {
  it('sends the fields before the file, shows upload progress, polls until SUCCESSFUL and lists findings by page', async () => {
    const warning: Finding = {
      severity: 'WARNING',
      code: 'PDF_IMAGE_PPI',
      message: 'An image is 150 ppi; under 300 ppi it may print blurred.',
      page: 12,
      source: 'quire',
    };
    const { calls } = mockApi({
      ...csrf,
      'GET /api/project/preflightstatus': sequence(
        result('NOT_STARTED'),
        result('IN_PROGRESS', { file: pdfFile(), progress: 40 }),
        result('SUCCESSFUL', { file: pdfFile(), progress: 100, findings: [warning] }),
      ),
      'GET /api/project/p1': sequence2(
        makeProject({ type: 'POD', interiorPreFlightCheckStatus: 'IN_PROGRESS' }),
        makeProject({ type: 'POD', interiorPreFlightCheckStatus: 'SUCCESSFUL' }),
      ),
    });
    renderPanel(makeProject({ type: 'POD' }), 'INTERIOR', true);
    expect(await screen.findByText('No file uploaded yet.')).toBeTruthy();
    await user().upload(
      screen.getByLabelText('Upload interior file'),
      file('interior.pdf', 'application/pdf', '%PDF-1.7'),
    );
    const { confirm, boxes } = await confirmDialog();
    for (const b of boxes) await userEvent.click(b);
    await userEvent.click(confirm);

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/project/upload');
    expect([...(xhr.body as FormData).keys()]).toEqual([
      'projectElementType',
      'projectId',
      'authenticityToken',
      'file',
    ]);
    expect(xhr.body?.get('projectElementType')).toBe('INTERIOR');
    expect(xhr.body?.get('authenticityToken')).toBe('tok');

    act(() => xhr.progress(50, 200));
    const bar = screen.getByRole('progressbar', { name: 'Upload of interior.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Uploading interior.pdf: 25%')).toBeTruthy();

    act(() => xhr.respond(200, { code: 'SUCCESS', payload: {}, errors: [] }));
    const check = await screen.findByRole('progressbar', { name: 'Check of your interior file' });
    expect(check.getAttribute('aria-valuenow')).toBe('40');

    expect(
      await screen.findByText(
        'Your interior file passed the check with 1 warning to look at.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    const item = screen.getByText(/An image is 150 ppi/).closest('li') as HTMLElement;
    expect(item.textContent).toBe('Page 12: An image is 150 ppi; under 300 ppi it may print blurred.');
    expect(screen.getByRole('heading', { name: 'Warnings (1)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('project-status').textContent).toBe('SUCCESSFUL'));

    const polls = calls.filter((c) => c.key === 'GET /api/project/preflightstatus').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls.filter((c) => c.key === 'GET /api/project/preflightstatus').length).toBe(polls);
  }, 15_000);

  it("shows the envelope's error on the field", async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(result('NOT_STARTED')) });
    renderPanel(makeProject({ type: 'POD' }));
    await user().upload(
      await screen.findByLabelText('Upload interior file'),
      file('notes.pdf', 'application/pdf'),
    );
    const { confirm, boxes } = await confirmDialog();
    for (const b of boxes) await userEvent.click(b);
    await userEvent.click(confirm);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const refusal = fail(422, {
      code: 'VALIDATION',
      description: 'This file is not a PDF. Upload a PDF interior.',
      field: 'file',
    });
    act(() => (FakeXhr.last as FakeXhr).respond(refusal.status ?? 422, refusal.body));
    const zone = screen.getByRole('group', { name: 'Drop zone for your interior file' });
    const message = await screen.findByText('This file is not a PDF. Upload a PDF interior.');
    expect(zone.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the current file with its name, size and status, and a failed check with locations', async () => {
    mockApi({
      ...csrf,
      'GET /api/project/preflightstatus': ok(
        result('ERROR', {
          file: pdfFile('my-very-long-interior-file-name-for-the-printer-final-v2.pdf'),
          findings: [
            {
              severity: 'ERROR',
              code: 'PDF_PAGE_SIZE',
              message: 'Page is 8.5 × 11 in; expected 6 × 9 in.',
              page: 3,
              source: 'quire',
            },
            {
              severity: 'ERROR',
              code: 'PDF_PAGE_COUNT',
              message: 'The page count is odd (121).',
              source: 'quire',
            },
          ],
        }),
      ),
    });
    renderPanel(makeProject({ type: 'POD' }));
    expect(await screen.findByText('my-very-long-interior-file-name-for-the-...')).toBeTruthy();
    expect(screen.getByText('2.3 MB')).toBeTruthy();
    expect(screen.getByText('Did not pass the check')).toBeTruthy();
    expect(screen.getByText('Your interior file did not pass the check: 2 errors, 0 warnings.')).toBeTruthy();
    expect(screen.getByText(/Page 3:/).closest('li')?.textContent).toContain('expected 6 × 9 in');
  });

  it('warns in the confirmation when replacing a file of an orderable book', async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(result('SUCCESSFUL', { file: pdfFile() })) });
    renderPanel(makeProject({ type: 'POD', status: 'ONSALE' }));
    await screen.findByText('interior.pdf');
    await user().upload(screen.getByLabelText('Upload interior file'), file('new.pdf', 'application/pdf'));
    const { dialog } = await confirmDialog();
    expect(dialog.textContent).toContain(
      'an order is possible only if the file has no error, you click Publish Changes',
    );
  });

  it('calls a status it does not know an error and stops polling', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/project/preflightstatus': ok(result('PAUSED', { file: pdfFile() })),
    });
    renderPanel(makeProject({ type: 'POD' }));
    expect(await screen.findByText(/We could not read the result of the check \(PAUSED\)/)).toBeTruthy();
    expect(screen.getByText('Unknown status (PAUSED)')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 2200));
    expect(calls.filter((c) => c.key === 'GET /api/project/preflightstatus')).toHaveLength(1);
  });

  it('cancels an upload on the way', async () => {
    mockApi({ ...csrf, 'GET /api/project/preflightstatus': ok(result('NOT_STARTED')) });
    renderPanel(makeProject({ type: 'EBOOK' }));
    await user().upload(
      await screen.findByLabelText('Upload interior file'),
      file('book.epub', 'application/epub+zip'),
    );
    const { confirm, boxes } = await confirmDialog();
    for (const b of boxes) await userEvent.click(b);
    await userEvent.click(confirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel interior upload' }));
    expect(await screen.findByText('Upload cancelled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
